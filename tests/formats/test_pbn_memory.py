"""A PBN file's cost is bounded by what it means (issue 27): a brace comment, a tag value
full of escapes or a quoted string tens of megabytes long is read in memory of the order
of its size, not hundreds of times it (the regular expression once kept a mark for each
character of a comment: a 30 MB comment took 9.8 GB)."""

import subprocess
import sys
import textwrap

import pytest

LIMIT_MB = 400  # address space for the child: the interpreter and the text fit, 30x do not

CHILD = textwrap.dedent(
    """
    import resource, sys
    resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
    from director.formats.pbn_lexer import tokens
    n = 10_000_000
    body = {{
        "comment": "{{" + "x" * n + "}}",
        "open-comment": "{{" + "x" * n,
        "tag": '[Event "' + 'a\\\\"' * (n // 3) + '"]',
        "string": '"' + "a\\\\'" * (n // 3) + '"',
    }}[sys.argv[1]]
    kinds = [t[0] for t in tokens('[Board "1"]\\n' + body)]
    print(" ".join(kinds))
    """
)


@pytest.mark.parametrize(
    ("case", "kinds"),
    [
        ("comment", "tag brace"),
        ("open-comment", "tag brace_open"),
        ("tag", "tag tag"),
        ("string", "tag string"),
    ],
)
def test_a_ten_megabyte_token_is_read_within_a_memory_limit(case: str, kinds: str) -> None:
    code = CHILD.format(limit=LIMIT_MB * 1024 * 1024)
    done = subprocess.run([sys.executable, "-c", code, case], capture_output=True, text=True,
                          timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.split() == kinds.split()
