"""What the Age of Mythology board asks of the game beyond the model's own queries: the words on a card, a
battle card and a building tile, and small questions about a view (who would take a victory card now, what
a seat holds at home). Pure Python, never Qt: the board (board*.py) draws what these return.

Every function reads a view (what one seat may see) or the data; none changes anything.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from dawnofempires_gui.engine import HIDDEN
from dawnofempires_gui.engine.words import article, join, plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import GATHERERS, NSQ, RES
from dawnofempires_gui.games.aom.rules_words import (age_name, building_name, culture_name, res_name, terrain_name,
                                                     tile_name, unit_name)

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
ACTION_ICONS = {"explore": "fa6s.compass", "gather": "mdi6.pickaxe", "build": "fa6s.trowel-bricks",
                "recruit": "mdi6.sword", "trade": "fa6s.scale-balanced", "next_age": "fa6s.angles-up",
                "attack": "fa6s.khanda"}


# ---------------------------------------------------------------------------------------------- cards
def card_title(card_id: str) -> str:
    """The action part of a card's name: 'Attack 6', 'Gather Food', 'Explore (players + 2)'."""
    return D.CARDS[card_id].label.split(" – ")[0]


def card_action_text(card_id: str, players: int) -> str:
    """What the card's action does, in a short sentence (with this many players at the table): the one wording of
    the action in a card's tooltip (card_tip)."""
    card = D.CARDS[card_id]
    action = card.action
    if action == "explore":
        return f"Draw {card.explore_tiles(players)} tiles: you take one first, then each player in turn."
    if action == "gather":
        if card.gather == "all":
            return "Every player gathers from all his tiles, you first."
        if card.gather == "terrain_or_resource":
            return "Name a terrain or a resource: every player gathers it, you first."
        return f"Every player gathers from his {res_name(card.gather)} tiles, you first."
    if action == "build":
        return f"Buy up to {NUMBER_WORDS.get(card.number, card.number)} building{'s' if card.number != 1 else ''}."
    if action == "recruit":
        return f"Recruit up to {NUMBER_WORDS.get(card.number, card.number)} units."
    if action == "trade":
        if not card.trade_cost:
            return "Swap cubes with the bank one for one, paying nothing first."
        return f"Pay any {plural(card.trade_cost, 'cube')}, then swap cubes with the bank one for one."
    if action == "next_age":
        costs = ", ".join(f"{age_name(D.AGE_INDEX[a])} {k}" for a, k in (card.age_cost or {}).items())
        return f"Move up one Age, paying of each resource: {costs}."
    if action == "attack":
        return f"Attack a neighbour with up to {NUMBER_WORDS.get(card.number, card.number)} units a side."
    return card.text


def card_power_line(card_id: str) -> str:
    """'Aphrodite “Seduce” · 2 Favor' for a god card, '' for a card without a god power."""
    god = D.CARDS[card_id].god
    return f"{god.title} · {god.favor} Favor" if god is not None else ""


def card_power_text(card_id: str) -> str:
    god = D.CARDS[card_id].god
    return god.text if god is not None else ""


@lru_cache(maxsize=512)  # words of the data only: made once, asked at every redraw
def card_tip(card_id: str, players: int) -> str:
    """A card's full text for a tooltip (rich text)."""
    card = D.CARDS[card_id]
    kind = "permanent card" if card.deck == "permanent" else (
        f"{culture_name(card.culture)} random card" if card.culture else "random card")
    lines = [f"<b>{card.label}</b> ({kind})", f"<b>Action:</b> {card_action_text(card_id, players)}"]
    # Each thing once. A card without a god power prints only its action (the data's action fields, which the
    # Action line is made from): its printed words are another wording of that line, never added. A god card's
    # own words are its god power's, on the God power line.
    if card.god is not None:
        lines.append(f"<b>God power</b> — {card.god.title}, {plural(card.god.favor, 'Favor cube')}: {card.god.text}")
        lines.append("Play it for its action, its god power, or both (the power first).")
    return "<br>".join(lines)


# ---------------------------------------------------------------------------------------------- units
def unit_types(unit_id: str) -> str:
    """'Myth · Warrior' (the types printed on the battle card)."""
    return " · ".join(D.UNIT_TYPES[t] for t in D.UNITS[unit_id].types)


def unit_bonus_words(unit_id: str) -> list[str]:
    """['+3 vs Cavalry', '+1 vs Mortal']."""
    return [f"+{b.dice} vs {D.UNIT_TYPES[b.vs]}" for b in D.UNITS[unit_id].bonuses]


def cost_words(cost: Mapping[str, int]) -> str:
    return join(f"{k} {res_name(r)}" for r, k in cost.items() if k) or "nothing"


@lru_cache(maxsize=512)  # words of the data only: made once, asked at every redraw
def unit_tip(unit_id: str, culture_pieces: int | None = None) -> str:
    u = D.UNITS[unit_id]
    lines = [f"<b>{u.name}</b> — {unit_types(unit_id)}", f"Battle: {plural(u.dice, 'die', 'dice')}"
             + (", " + ", ".join(unit_bonus_words(unit_id)) if u.bonuses else ""),
             f"Recruit cost: {cost_words(u.cost)}"]
    if u.age:
        lines.append(f"Hero of the {age_name(D.AGE_INDEX[u.age])} Age: recruited from that Age on.")
    if u.text:
        lines.append(u.text)
    if culture_pieces is not None:
        lines.append(f"Pieces: {culture_pieces}")
    return "<br>".join(lines)


# ---------------------------------------------------------------------------------------------- buildings
@lru_cache(maxsize=512)  # words of the data only: made once, asked at every redraw
def building_tip(building: str) -> str:
    b = D.BUILDINGS[building]
    lines = [f"<b>{b.name}</b>", f"Cost: {cost_words(b.cost)}", b.text]
    if b.limit > 1 and "own up to" not in b.text:  # the House's own words already say it
        lines.append(f"A player may own up to {b.limit}.")
    return "<br>".join(lines)


# ---------------------------------------------------------------------------------------------- a view
def hand_words(view, seat: int) -> str:
    """What anybody sees of a seat's hand: the permanent cards by name, the random ones as a count."""
    perm = [card_title(c) for c in view.perm_hand[seat]]
    hidden = len(view.hand_random(seat))
    parts = list(perm)
    if hidden:
        parts.append(plural(hidden, "random card"))
    return ", ".join(parts) if parts else "no cards"


def random_cards_seen(view, seat: int) -> list[str]:
    """The random cards of the seat's hand that the view shows (its own seat only; others are HIDDEN)."""
    return [c for c in view.hand_random(seat) if c is not HIDDEN and c is not None]


def played_words(view, seat: int) -> str:
    words = ", ".join(card_title(c) for c in view.played[seat]) or "nothing yet"
    if view.extra[seat]:
        words += f" (and {plural(view.extra[seat], 'more card')} to play after the third round)"
    return words


def workers(view, seat: int) -> dict[int, str]:
    """Square -> who works the tile there ('villager' or a unit id)."""
    base = seat * NSQ
    return {q: view.work[base + q] for q in range(NSQ) if view.work[base + q]}


def home_units(view, seat: int) -> dict[str, int]:
    """Units in the Holding Area, in the culture's order."""
    held = view.units[seat]
    return {u: held[u] for u in D.UNITS_BY_CULTURE[view.cult[seat]] if held.get(u)}


def units_on_tiles(view, seat: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for who in workers(view, seat).values():
        if who != "villager":
            out[who] = out.get(who, 0) + 1
    return out


def units_in_battle(view, seat: int) -> dict[str, int]:
    b = view.battle
    if not b or seat not in (b["att"], b["def"]):
        return {}
    return dict(b["units"][0 if seat == b["att"] else 1])


def award_words(view) -> dict[str, str]:
    """Victory card -> who would take its cubes if the game ended now (who took them, once it has), in words."""
    awards = view.awards()
    over = view.is_over()
    out = {}
    for card in D.VICTORY_CARDS:
        if card == "last_battle":
            out[card] = ("last won by " + view.seat_name(view.last_winner)) if view.last_winner >= 0 else \
                "next battle's winner"
        elif card == "wonder":
            out[card] = f"built by {view.seat_name(view.wonder_by)}" if view.wonder_by >= 0 else \
                "nobody built it" if over else "nobody has built it"
        else:
            who = awards.get(card, -1)
            if over:
                taker = view.final.get(card, (-1, 0))[0]
                out[card] = f"taken by {view.seat_name(taker)}" if taker >= 0 else "nobody took them"
            else:
                out[card] = f"now: {view.seat_name(who)}" if who >= 0 else "now: a tie, nobody"
    return out


def square_tip(view, seat: int, q: int) -> str:
    terrain = view.terrain(seat, q)
    tile = view.tile_at(seat, q)
    who = view.work[seat * NSQ + q]
    lines = [f"Square {q + 1}: {terrain_name(terrain)}"]
    if tile:
        lines.append(f"Tile: {tile_name(tile)}")
        if who:
            extra = "+1" if who == "villager" else f"+{D.UNITS[who].special('gatherer')['amount']} (its own resource)"
            worker = article("villager" if who == "villager" else unit_name(who))
            lines.append(f"Worked by {worker} ({extra} when gathered)")
    else:
        lines.append("Empty: a tile of this terrain may be placed here.")
    return "<br>".join(lines)


def gather_preview(view, seat: int, mode: str) -> str:
    """'3 Food and 1 Wood' that a Gather of this mode would give the seat (before the bank runs out)."""
    owed = view.production(seat, mode)
    return join(f"{k} {res_name(r)}" for r, k in owed.items() if k) or "nothing"


def dwarf_units() -> tuple[str, ...]:
    return GATHERERS


def spoilage_note(view, seat: int) -> str:
    keep = view.spoilage_keep(seat)
    over = [res_name(r) for r in RES if view.cube(seat, r) > keep]
    return f"At the end of the turn each resource above {keep} returns to the bank" + (
        f" (now: {join(over)})." if over else ".")


def seat_line(view, seat: int) -> str:
    return f"{culture_name(view.cult[seat])} · {age_name(view.age[seat])} Age"


def building_names(view, seat: int) -> str:
    return join(f"{building_name(b)}{f' ×{k}' if k > 1 else ''}" for b, k in view.bld[seat].items()) or "none"
