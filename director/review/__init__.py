"""Batch review of hand records: files → boards → replay and record checks → findings."""
