#!/usr/bin/env python3
"""Write resources/icons/charmap.json: the code of every icon the program names, out of qtawesome's full
charmaps (about 250 KB of JSON, read at every start before). Run it after naming a new icon:
`.venv/bin/python tools/trim_charmap.py` (tests/test_icons.py fails until then; the program itself falls
back to the full charmap for a name it does not find)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dawnofempires_gui.ui import glyphs  # noqa: E402


def main() -> None:
    names = sorted(glyphs.names_in_sources(ROOT))
    codes = {name: glyphs.full_code(name) for name in names}
    glyphs.TRIMMED.write_text(json.dumps(codes, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(codes)} icons written to {glyphs.TRIMMED.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
