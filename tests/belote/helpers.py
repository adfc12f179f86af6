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

# Melds (article 10): N four jacks and a tierce to the SA; E a quarte to the D10 and a tierce
# to the HA; S a quarte to the S10 and a tierce to the CA; W tierces to the DA and the C10.
# N: SA SK SQ SJ HJ H7 DJ CJ; E: HA HK HQ DT D9 D8 D7 C7;
# S: ST S9 S8 S7 H9 CA CK CQ; W: HT H8 DA DK DQ CT C9 C8
MELD_DEAL = "N:AKQJ.J7.J.J .AKQ.T987.7 T987.9..AKQ .T8.AKQ.T98"
MELD_AUCTION = "W:pass S:80S E:pass N:100S W:pass S:pass E:pass"  # dealer N
# the first trick, each player announcing on playing to it (10D)
MELD_T1 = (
    "W:DA W:meld:tierceDA+tierceC10 S:S7 S:meld:quarteS10+tierceCA "
    "E:D7 E:meld:quarteD10+tierceHA N:DJ N:meld:carreJ+tierceSA"
)
# the other seven tricks (N shows nothing unless asked)
MELD_PLAY = (
    "S:S9 E:C7 N:SJ W:C8  N:SA W:C9 S:S8 E:D8  N:SK! W:CT S:ST E:D9  S:CA E:DT N:CJ W:DK  "
    "S:CK E:HQ N:SQ! W:DQ  N:HJ W:HT S:H9 E:HA  E:HK N:H7 W:H8 S:CQ"
)


def meld_status(ruling: BeloteRuling) -> dict[str, str]:
    """Each meld announced -> its status (best, scored, lower, void)."""
    return {m.meld: m.status for m in ruling.melds}
