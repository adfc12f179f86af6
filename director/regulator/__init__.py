"""Regulator profiles: the elections a Regulating Authority has made where the Laws let it
choose (12C2 artificial scores, 16B2 reserving rights, 70E2 the order of an unstated claim
line, ...), one data file per authority (``profiles/<name>.toml``), each election with its
source or a statement that none was found.

:func:`director.regulator.select.selected` picks the profile: ``--regulator``, else the
``DIRECTOR_REGULATOR`` environment variable, else ``regulator = "..."`` in the user's
``config.toml``, else ``wbf``.
"""
