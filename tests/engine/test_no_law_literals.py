"""The engine holds no law knowledge (issue 26): every section it cites, and every statement
that carries a law, comes from the edition (its ``citations``, ``hooks`` and rule files).

Every ``director/engine/*.py`` is parsed with :mod:`ast`; a string constant, or a constant
part of an f-string, that names a law section fails the test with its file and line.
Comments and docstrings (a string standing alone as a statement: module, class, function
and attribute docstrings) are free to cite laws, and so is a pydantic ``description=``,
which documents the output schema; so is a string handed to a ``str`` method
(``raw.startswith("10")`` reads event syntax, a card's rank).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "director" / "engine"

# One section: a law of two digits with its lettering (63A1, 50E4, 12C2(a), 28A, 77), or of
# one digit with a letter and a number (5A1). A call (1H, 7NT) or a card (SK, 10H, TH) never
# has this shape (a ten, 10H, is not Law 10H); a single digit alone ("0", "1": an answer) is not taken for a law.
_SECTION = r"(?:(?!10[CDHS]\b)[1-9]\d(?:[A-H](?:\d{1,2})?(?:\([a-z]\))?(?:\([ivx]+\))?)?|[1-9][A-H]\d{1,2})"
# A string that is a section, or several joined by "/" or ", " ("55B2/60B").
BARE = re.compile(rf"^\s*{_SECTION}(?:\s*[/,]\s*{_SECTION})*\s*$")
# Text naming a section: "Law 77", "Laws 25-39", "(Law 50)", "52: declarer ...",
# "(52B1)", "under 50D2", "... 63A1: it becomes ...".
TEXT = re.compile(
    rf"\bLaws?\s+\d"  # Law 47, Laws 30
    rf"|(?:^|[\s(;/])(?!10[CDHS]\b)[1-9]\d[A-H](?:\d|\b)"  # 50D2, 61A, 16C within text
    rf"|\(\s*{_SECTION}\s*[),;]"  # (77), (52B1), (12C2(a)), (50C;
    rf"|(?:^|[\s;])[1-9]\d(?:[A-H]\w*)?(?:\([a-z]\))?\s*:"  # "52: ...", "; 63A1: ..."
    rf"|\b(?:under|see|per|of)\s+{_SECTION}\b(?!\s*(?:tricks?|cards?|calls?|events?))"
)

# str methods whose argument is syntax being read, not something said.
_STR_METHODS = frozenset(
    {"startswith", "endswith", "split", "rsplit", "partition", "rpartition", "strip",
     "lstrip", "rstrip", "removeprefix", "removesuffix", "replace", "find", "index", "count"}
)  # fmt: skip


def cites_law(text: str) -> bool:
    """Whether ``text`` (one string constant) cites a law section."""
    return bool(BARE.match(text) or TEXT.search(text))


def _exempt(tree: ast.AST) -> set[int]:
    """The ids of the constants that are documentation or syntax, not said by the engine."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))  # a docstring (module, class, function or attribute)
        elif isinstance(node, ast.keyword) and node.arg == "description":
            out.update(id(n) for n in ast.walk(node.value))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _STR_METHODS
        ):
            out.update(id(n) for arg in node.args for n in ast.walk(arg))
    return out


def law_literals(path: Path) -> Iterator[tuple[int, str]]:
    """Each (line, text) of a string constant in ``path`` that cites a law."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    exempt = _exempt(tree)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in exempt
            and cites_law(node.value)
        ):
            yield node.lineno, node.value


def test_the_engine_cites_no_law() -> None:
    found = [
        f"{path.relative_to(ENGINE.parents[1])}:{line}: {text!r}"
        for path in sorted(ENGINE.glob("*.py"))
        for line, text in sorted(law_literals(path))
    ]
    assert not found, "law citations in the engine (move them to the edition):\n" + "\n".join(
        found
    )


@pytest.mark.parametrize(
    "text",
    [
        "63A1",
        "28A",
        "12",
        "77",
        "50E4",
        "12C2(a)",
        "55B2/60B",
        "52: declarer may accept it (52B1) or require the penalty card (52B2).",
        "(Law 77)",
        "the penalty card (Law 50).",
        "61A: a revoke (failing to play as a rectification requires).",
        " instead: not a retraction under Law 47 (16C).",
        "'s choice under 50D2 for this lead is made",
        "; 63A1: it becomes established when ",
        "the trick (64A) is known",
    ],
)
def test_a_citation_is_caught(text: str) -> None:
    assert cites_law(text)


@pytest.mark.parametrize(
    "text",
    [
        "SK",
        "10H",
        "1H",
        "7NT",
        "4HX-2",
        "N",
        "NS",
        "0",
        "1",
        "event ",
        "): all 13 tricks have been played; there is no fourteenth trick",
        " played to trick 13",
        "after trick 13 his other card is the one he played to trick 13",
        "expected a call (1H, pass, X, XX), a card (SK), 'claim 3', 'fifth C7'",
        "(a legal auction has at most 319 calls and the play 52 cards)",
        "dummy-plays:",
        ":named:",
        "until-adversary-bids-or-doubles",
        "What does ",
    ],
)
def test_syntax_and_numbers_are_not(text: str) -> None:
    assert not cites_law(text)


def test_the_failure_names_file_and_line(tmp_path: Path) -> None:
    source = tmp_path / "rule.py"
    source.write_text(
        '"""Docstring citing Law 27 is fine."""\n'
        "# so is a comment: 28A\n"
        "X = 'SK'\n"
        "def f(law: str) -> str:\n"
        '    """27B1(a) here is fine."""\n'
        '    return f"{law}: deemed passed (28A)"\n'
        'Y = "63A1"\n'
        'Z = raw.startswith("10")\n',
        encoding="utf-8",
    )
    assert sorted(law_literals(source)) == [(6, ": deemed passed (28A)"), (7, "63A1")]
