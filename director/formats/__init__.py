"""Hand-record formats: PBN and BBO LIN readers and writers, all producing the same
neutral :class:`~director.formats.record.HandRecord`."""
