"""Rule code, one law per file, grouped by law family; :mod:`.registry` maps each
irregularity kind to its law and handler."""
