"""The ruling session, for any game: replay an incident (``--answer``, the journal of an
interrupted ruling, the hand record, then the director at the terminal), show the ruling,
journal and log it. Above the engine and the log, below the command line (no typer here).

- ``ruling.py``: :class:`RulingSession`, the game-neutral run (replay, render, record).
- ``answers.py``: :class:`Prompter`, the order in which answers are taken.
- ``options.py``: :class:`LogOptions`, what the session asks of the log.
- ``terminal.py``: questions at the terminal, warnings, Ctrl-C.
- ``bridge.py``, ``live.py``: the contract-bridge replay, and live play at the table.
"""
