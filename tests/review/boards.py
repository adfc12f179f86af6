"""A regular board shared by the review tests: 1S by north making seven, every card held,
in turn, following suit."""

REGULAR = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Declarer "N"]
[Contract "1S"]
[Result "7"]
[Auction "N"]
1S Pass Pass Pass
[Play "E"]
HA H8 H2 H4
HK H9 H3 H5
HQ HT H6 HJ
CA C6 C7 C2
CK CJ C8 C3
C5 CQ C9 C4
S8 S4 S3 SA
S9 S5 H7 SK
ST S6 D2 SQ
SJ S7 D3 S2
D7 DA D4 D8
D6 DK DJ D9
D5 DQ CT DT
"""
