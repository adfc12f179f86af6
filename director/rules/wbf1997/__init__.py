"""The Laws of Duplicate Contract Bridge 1997: the Laws that differ from 2017, one a file."""
