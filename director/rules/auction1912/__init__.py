"""Auction Bridge, Whist Club code of 1912 (seed laws 42-52): one law a file."""
