"""The row of the tiles display of the Rise of Empires board that holds the tiles left from earlier game turns
(still available): a chip per tile (per territory kind, with how many) in the rows under the empire and trade
tracks; what does not fit is one "+n more" chip (aside-more) naming the rest in its tooltip, which the board arms
with their take actions (a click opens the chooser). In a game of 4 or 5 players twenty tiles and more are left
aside by the last game turns: without it, those past the second row were neither shown nor clickable."""
from __future__ import annotations

from PySide6.QtCore import QRectF

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.ui.targets import rounded

from . import data as D
from .board_items import (CARD, FAINT, INK, MIN_PX, ROW_ICON, SOFT, TERRITORY_FILL, Glyph, Overlay, Text, face, fence,
                          text_width)
from .board_words import city_tip, progress_tip, territory_tip

ASIDE_HEADING = "Left from earlier turns (still available):"
MORE_TAG = "aside-more"
CHIP_H, ROW_STEP = 28.0, 32.0


def more_width(count: int) -> float:
    return text_width(f"+{count} more", MIN_PX, True) + 16


def draw_aside(display, view, owners) -> None:
    """Lay out the tiles left aside in `display` (the TilesDisplay: its aside_holder, aside, aside_targets,
    aside_key, aside_y, none_x, W and H), made again only when they change."""
    progress = list(dict.fromkeys(view.progress_aside))
    territory: dict[str, int] = {}
    for t in view.territory_aside:
        territory[t] = territory.get(t, 0) + 1
    cities = list(view.city_aside)
    costs = tuple(view.progress_cost(t) for t in progress)
    key = (tuple(progress), tuple(territory.items()), tuple(cities), costs, view.era)
    if key == display.aside_key:
        return
    display.aside_key = key
    board, holder = display.board, display.aside_holder
    board.retire_all(display.aside)
    for item in holder.childItems():
        board.removeItem(item)
    display.aside = []
    display.aside_targets = {}
    # the heading in the chips' part: the first row of chips lies beside it (the part's ground would hide it)
    Text(ASIDE_HEADING, MIN_PX, holder, 10, display.aside_y + 10, "l", SOFT, True)
    entries = ([("progress", t, D.PROGRESS_BY_ID[t].name + (f" ({c} gold)" if c else ""))
                for t, c in zip(progress, costs)]
               + [("territory", t, D.TERRITORY_BY_ID[t].name + (f" ×{k}" if k > 1 else ""))
                  for t, k in territory.items()]
               + [("city", t, D.CITY_BY_ID[t].name) for t in cities])
    if not entries:
        Text("none", MIN_PX, holder, display.none_x, display.aside_y + 10, "l", FAINT)
        fence(holder)
        return
    x, y = display.none_x, display.aside_y - 4  # the first row beside the heading: the room under it is short
    right = display.W - 10
    last_row = y + ROW_STEP + CHIP_H > display.H - 2  # no row under this one
    for i, (track, tile, label) in enumerate(entries):
        w = text_width(label, MIN_PX) + 34
        if x + w > right and not last_row:
            x, y = 10.0, y + ROW_STEP
            last_row = y + ROW_STEP + CHIP_H > display.H - 2
        rest = len(entries) - i - 1
        if last_row and x + w + (6 + more_width(rest) if rest else 0) > right:
            _more(display, entries[i:], x, y)  # (the chip before it left room for it)
            break
        chip = Overlay(rounded(QRectF(0, 0, w, CHIP_H), 6), display, f"aside-{track}-{tile}")
        chip.setPos(x, y)
        fill = CARD
        if track == "territory":
            fill = TERRITORY_FILL[D.TERRITORY_BY_ID[tile].land]
        elif track == "city" and D.CITY_BY_ID[tile].wonder:
            fill = "#f3e3f0"
        drawn = face(holder, x, y, w, CHIP_H, fill, "#6b5a3e")
        Glyph(ROW_ICON[track], 14, SOFT, drawn, 13, 14)
        Text(label, MIN_PX, drawn, 24, 14, "l", INK)
        if track == "progress":
            chip.base_tip = progress_tip(tile, view.era, view.progress_cost(tile), owners.get(tile, []))
        elif track == "territory":
            chip.base_tip = territory_tip(tile) + f"<br>{territory[tile]} left aside"
        else:
            chip.base_tip = city_tip(tile)
        _add(display, chip)
        x += w + 6
    fence(holder)


def _more(display, rest, x: float, y: float) -> None:
    w = more_width(len(rest))
    chip = Overlay(rounded(QRectF(0, 0, w, CHIP_H), 6), display, MORE_TAG)
    chip.setPos(x, y)
    drawn = face(display.aside_holder, x, y, w, CHIP_H, CARD, "#6b5a3e")
    Text(f"+{len(rest)} more", MIN_PX, drawn, 8, 14, "l", SOFT, True)
    chip.base_tip = "Also left from earlier turns (still available): " + join(label for _t, _id, label in rest)
    _add(display, chip)


def _add(display, chip) -> None:
    display.board.targets[chip.data(0)] = chip
    display.aside.append(chip)
    display.aside_targets[chip.data(0)] = chip
