"""The command line: one module per command, registered in :mod:`director.cli.app`."""
