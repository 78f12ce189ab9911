"""Fill packaging/linux/control.in for the .deb: the description names the games this build offers
(the registry), so it never promises a game that is not in the box.

    python packaging/linux/make_control.py control.in VERSION=0.1.0 ARCH=amd64 INSTALLED_SIZE=123 GLIBC=2.36
"""
from __future__ import annotations

import sys
import textwrap


def games_fields() -> dict[str, str]:
    from dawnofempires_gui.engine import registry
    from dawnofempires_gui.ui.about import NUMBERS

    games = registry.all_games(listed_only=True)
    if not games:
        raise SystemExit("make_control.py: no game is registered")
    count = NUMBERS[len(games)] if len(games) < len(NUMBERS) else str(len(games))
    summary = f"{count} empire-building board game{'' if len(games) == 1 else 's'} at one table"
    names = [f"{g.name} ({g.players} players)" for g in games]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    text = textwrap.fill(f"The games in this version: {listed}.", 72, initial_indent=" ", subsequent_indent=" ")
    return {"SUMMARY": summary, "GAMES": text}


def main(argv: list[str]) -> int:
    template, *pairs = argv
    fields = dict(pair.split("=", 1) for pair in pairs)
    fields.update(games_fields())
    text = open(template, encoding="utf-8").read()
    for key, value in fields.items():
        text = text.replace(f"@{key}@", value)
    if "@" in "".join(line for line in text.splitlines() if not line.startswith("Maintainer:")):
        raise SystemExit(f"make_control.py: a field of {template} was not filled in:\n{text}")
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
