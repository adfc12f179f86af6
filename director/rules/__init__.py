"""Rule code, one folder per code of laws and one law a file (``wbf2017/``, ``wbf1997/``,
``auction1912/``, ``three_hand/``), helpers several codes share in ``common/``. Each edition
(:mod:`director.editions`) maps every irregularity kind to its law and rule module."""
