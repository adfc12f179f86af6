"""Double-dummy help for the director's equity judgements (Laws 64C, 12C1, 70).

The solver is endplay's (DDS), an optional extra: ``pip install "director[dds]"``. Nothing
in the tool's core imports this package; :mod:`director.dd.solver` is the one module that
imports endplay, and only when a command asks for double-dummy analysis.
"""
