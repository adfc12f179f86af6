"""A fast slice of the fuzzer (``benchmarks/fuzz.py`` runs 10,000 inputs per target):
every reader and notation parser, on random text and on mutations of real records,
example incidents and plays on one deal, ends in a result or in the project's own error."""

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzzing import TARGETS

SLICE = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_fuzz_slice(name: str) -> None:
    check, strategy = TARGETS[name]

    @SLICE
    @given(strategy)
    def run(value: Any) -> None:
        check(*value) if isinstance(value, tuple) else check(value)

    run()
