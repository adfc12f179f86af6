"""director: a ruling assistant for contract-bridge tournament directors."""

__version__ = "0.1.0"
