"""The ruling log: every completed ruling kept in a SQLite file, with its incident, answers
and notes; the drafts of ``director rule`` journaled answer by answer.

Modules: :mod:`~director.log.paths` (where the file lives), :mod:`~director.log.schema`
(versioned migrations), :mod:`~director.log.store` (:class:`~director.log.store.LogStore`),
:mod:`~director.log.record` (what is saved, read defensively from the ruling JSON),
:mod:`~director.log.journal` (drafts), :mod:`~director.log.export` (JSON, CSV, PBN).
Nothing here is imported by ``director law``.
"""
