"""Law references such as ``27B1(b)``: one type, one canonical form."""

from __future__ import annotations

import dataclasses
import functools
import re

from director.errors import InvalidLawRefError

__all__ = ["LawRef"]

_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
_COMPACT = re.compile(
    r"^(?P<law>\d{1,3})"
    r"(?:(?P<letter>[a-z])"
    r"(?:(?P<number>\d{1,2})"
    r"(?:(?P<sub>[a-z])"
    r"(?P<item>x|ix|iv|v?i{0,3}|\d)?"
    r")?)?)?$"
)
_PREFIX = re.compile(r"^\s*(?:laws?|l)(?=[\s.\d])\s*\.?", re.IGNORECASE)
_HELP = "expected a law reference such as 27, 27B, 27B1 or 27B1(b)"


@functools.total_ordering
@dataclasses.dataclass(frozen=True)
class LawRef:
    """A reference to a Law or one of its sections, down to the deepest level.

    Canonical form: law number, capital letter, digit, lower-case letter in parentheses,
    roman numeral in parentheses: ``27``, ``27B``, ``27B1``, ``27B1(b)``, ``12C1(e)(ii)``.
    The 1997 code numbers its fourth level with a digit instead: ``25B2(b)(1)``.

    >>> str(LawRef.parse("Law 27 B 1 (b)")), str(LawRef.parse("27.B.1.b"))
    ('27B1(b)', '27B1(b)')
    >>> LawRef.parse("27B1b").parent
    LawRef.parse('27B1')
    """

    law: int
    letter: str | None = None
    number: int | None = None
    sub: str | None = None
    item: int | None = None  # roman numeral, as a number (1 = i)
    arabic: bool = False  # the item is written as a digit, ``25B2(b)(1)`` (1997 code)

    @classmethod
    def parse(cls, text: str) -> LawRef:
        """Parse ``27B1(b)``, ``27B1b``, ``27.B.1.b``, ``L27B1b``, ``Law 27 B 1 (b)`` ...

        :raises InvalidLawRefError: when the text does not have the shape of a reference.
        """
        compact = _PREFIX.sub("", text, count=1)
        compact = re.sub(r"[\s.()\-]", "", compact).lower()
        m = _COMPACT.match(compact)
        if not compact or not m:
            raise InvalidLawRefError(f"invalid law reference {text!r} ({_HELP})")
        item = m.group("item")
        arabic = bool(item) and item.isdigit()
        return cls(
            law=int(m.group("law")),
            letter=m.group("letter").upper() if m.group("letter") else None,
            number=int(m.group("number")) if m.group("number") else None,
            sub=m.group("sub"),
            item=(int(item) if arabic else _ROMAN.index(item) + 1) if item else None,
            arabic=arabic,
        )

    @property
    def parts(self) -> tuple[int | str, ...]:
        """The levels present, e.g. ``(27, 'B', 1, 'b')``."""
        out: list[int | str] = [self.law]
        if self.letter is not None:
            out.append(self.letter)
        if self.number is not None:
            out.append(self.number)
        if self.sub is not None:
            out.append(self.sub)
        if self.item is not None:
            out.append(self._item_text)
        return tuple(out)

    @property
    def _item_text(self) -> str:
        assert self.item is not None
        return str(self.item) if self.arabic else _ROMAN[self.item - 1]

    @property
    def depth(self) -> int:
        """0 for a whole Law, 1 for ``27B``, 2 for ``27B1``, and so on."""
        return len(self.parts) - 1

    @property
    def parent(self) -> LawRef | None:
        """The enclosing section (``None`` for a whole Law)."""
        if self.item is not None:
            return dataclasses.replace(self, item=None, arabic=False)
        if self.sub is not None:
            return dataclasses.replace(self, sub=None)
        if self.number is not None:
            return dataclasses.replace(self, number=None)
        if self.letter is not None:
            return dataclasses.replace(self, letter=None)
        return None

    @property
    def ancestors(self) -> tuple[LawRef, ...]:
        """Enclosing references, outermost (the whole Law) first."""
        out: list[LawRef] = []
        ref = self.parent
        while ref is not None:
            out.append(ref)
            ref = ref.parent
        return tuple(reversed(out))

    @property
    def sort_key(self) -> tuple[int, str, int, str, int]:
        """Orders references as the Laws print them: ``27 < 27A < 27A1 < 27B``."""
        return (self.law, self.letter or "", self.number or 0, self.sub or "", self.item or 0)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, LawRef):
            return NotImplemented
        return self.sort_key < other.sort_key

    @property
    def law_ref(self) -> LawRef:
        return LawRef(self.law)

    def contains(self, other: LawRef) -> bool:
        """True when ``other`` is this reference or lies inside it."""
        return other == self or self in other.ancestors

    def __str__(self) -> str:
        s = str(self.law)
        if self.letter is not None:
            s += self.letter
        if self.number is not None:
            s += str(self.number)
        if self.sub is not None:
            s += f"({self.sub})"
        if self.item is not None:
            s += f"({self._item_text})"
        return s

    def __repr__(self) -> str:
        return f"LawRef.parse({str(self)!r})"
