"""The WBF Laws of Duplicate Bridge 2017: one Law a file."""
