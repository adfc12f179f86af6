"""Rules of the play period (Laws 41-71), one Law a module."""
