"""Reading numbers people type or files hold: only ASCII digits, and no more of them than
a real value can have, so that no reader or command meets int()'s ValueError."""

import pytest

from director.digits import small_int
from director.formats.pbn_values import parse_contract, parse_result, parse_seat


@pytest.mark.parametrize(
    ("text", "expected"),
    [("7", 7), ("0007", 7), ("0", 0), ("000", 0), ("123456789", 123456789),
     ("1234567890", None), ("7" * 4400, None), ("0" * 4400 + "7", 7), ("²", None),
     ("٣", None), ("", None), ("-3", None), (" 3", None), ("3a", None)],
)  # fmt: skip
def test_small_int(text: str, expected: int | None) -> None:
    assert small_int(text) == expected


def test_a_long_s_or_a_kelvin_sign_is_no_letter_of_a_pbn_value() -> None:
    """U+017F upper-cases to S and U+212A lower-cases to k; IGNORECASE alone matches them."""
    assert parse_seat("\u017f") is None and parse_seat("s") is not None
    assert parse_contract("1\u017f") is None and parse_contract("1s") is not None
    assert parse_result("NS 9", None)[2] and not parse_result("N\u017f 9", None)[2]
    assert parse_result("7" * 4400, None) == (None, False, False)
