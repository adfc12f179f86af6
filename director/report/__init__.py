"""The written ruling: a Ruling as a page for the players, the scorer and an appeals
committee (HTML, print-ready, self-contained) and as Markdown for an email or a website;
a review's findings as one page, board by board. Templates are Jinja2's, in
``director/report/templates``; the page's CSS is ours (``report.css``)."""

from director.report.page import About, report_html, report_markdown

__all__ = ["About", "report_html", "report_markdown"]
