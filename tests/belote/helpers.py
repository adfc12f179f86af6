"""Replaying a Belote incident given as notation, straight through the table."""

from typing import Any

from director.belote.record import record_from
from director.belote.ruling import BeloteRuling
from director.belote.table import replay_record

# N: SA ST HJ H9 DA CA CT C7; E: SK SQ H8 H7 DK DQ CK CQ;
# S: SJ S9 HA HK HQ DT CJ C9; W: S8 S7 HT DJ D9 D8 D7 C8
DEAL = "N:AT.J9.A.AT7 KQ.87.KQ.KQ J9.AKQ.T.J9 87.T.J987.8"
AUCTION = "W:pass S:80H E:pass N:100H W:pass S:pass E:pass"
T1 = "W:D7 S:DT E:DQ N:DA"


def replay(events: str, dealer: str = "N", deal: str | None = None, **extra: Any) -> BeloteRuling:
    data: dict[str, Any] = {"dealer": dealer, "deal": deal, "events": events, **extra}
    return replay_record(record_from(data, "test"))


def kinds(ruling: BeloteRuling) -> list[str]:
    return [i.kind for i in ruling.irregularities]
