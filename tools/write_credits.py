#!/usr/bin/env python3
"""Rewrite the games' tables of resources/CREDITS.md from the registry (each game's INFO.designers and
credit_source): the games the launcher offers, then the games whose rules are carried but not yet
playable. Run it after listing a game: `.venv/bin/python tools/write_credits.py`."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dawnofempires_gui.engine import registry  # noqa: E402

CREDITS = ROOT / "resources" / "CREDITS.md"
HEADER = "| Game | Designer, publisher | Where this comes from |\n|------|---------------------|-----------------------|\n"


def table(games) -> str:
    return HEADER + "".join(f"| {g.name} | {g.designers} | {g.credit_source} |\n" for g in games)


def rewrite(text: str) -> str:
    listed = registry.all_games(listed_only=True)
    waiting = [g for g in registry.all_games(listed_only=False) if not g.listed and g.designers]
    head, rest = text.split("## The games in this version", 1)
    _, tail = rest.split("\n## Game data", 1)
    intro = ("\n\nThe launcher offers exactly the games below; Help ▸ About lists the same credits, from each game's\n"
             "registration (`designers` and `credit_source` in `dawnofempires_gui/games/<game>/__init__.py`).\n\n")
    body = "## The games in this version" + intro + table(listed)
    if waiting:
        body += ("\n## Rules texts of games not yet playable\n\nThe resources folder also carries the rules texts and "
                 "data of games being prepared; they are not in\nthe launcher yet.\n\n" + table(waiting))
    return head + body + "\n## Game data" + tail


if __name__ == "__main__":
    CREDITS.write_text(rewrite(CREDITS.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"rewrote {CREDITS.relative_to(ROOT)}")
