"""The shape every bad-input error takes: one line on stderr naming its place, exit 2."""


def one_line_error(code: int, err: str, *names: str) -> None:
    """Exit 2, one ``error:`` line, no traceback nor internal error, and each of ``names``
    (the file, the field, what is wrong) in it."""
    assert code == 2, err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "internal error" not in err and "Traceback" not in err
    for name in names:
        assert name in err, err
