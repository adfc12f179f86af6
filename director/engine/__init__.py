"""The table replay engine: one stateful :class:`~director.engine.table.Table` that replays
events, records irregularities instead of refusing them, and hands each one to its rule."""
