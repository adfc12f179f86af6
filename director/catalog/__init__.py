"""The law catalog: own-words summaries of each Law, looked up by :class:`LawRef`."""

from director.catalog.ref import LawRef

__all__ = ["LawRef"]
