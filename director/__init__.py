"""director: a ruling assistant for contract-bridge tournament directors."""

import os

__version__ = "0.1.0"

# pydantic looks for third-party plugins (package entry points in the ``pydantic`` group)
# when the first model class is built, reading every installed package's metadata; this
# tool's models take no plugins, so the search is skipped (some 5 ms at the first replay).
# A value the user set is kept (pydantic's own switch: "1", "true", "__all__" or names).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
