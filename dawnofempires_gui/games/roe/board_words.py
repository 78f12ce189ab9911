"""The words of the Rise of Empires board (no Qt): the full text of every tile, box and region for the
tooltips, the short labels of the chooser's chips, and the note saying what the seat at the screen may
click now. Everything is said in the rulebook's words; where a value comes from is for SOURCES.md and the
rules viewer, never for these words."""
from __future__ import annotations

from dawnofempires_gui.engine.words import join, ordinal, plural

from . import data as D
from .board_items import SOFT_HYPHEN
from .rules import FREE
from .words import ERA, ROW_NAMES, cost_words, region_name

# the syllables of the long words of the tiles' names, where a tile too narrow for the word breaks it ("Archi-
# tecture", not "Architect-ure")
SYLLABLES = ("Ag-ri-cul-ture", "Am-ster-dam", "Ar-chi-tec-ture", "Ar-til-lery", "Car-tog-ra-phy", "Chiv-al-ry",
             "Co-lo-ni-al-ism", "Con-stan-ti-no-ple", "Con-scrip-tion", "De-moc-ra-cy", "Ex-change", "Fac-to-ries",
             "Feu-dal-ism", "Gun-pow-der", "Horse-back", "Ir-ri-ga-tion", "Med-i-cine", "Mer-ce-nar-ies",
             "Nav-i-ga-tion", "Pe-ters-burg", "Print-ing", "Rail-ways", "Re-li-gion", "Ro-ta-tion", "Tel-e-graph",
             "Uni-ver-si-ties")
BREAKS = {word.replace("-", ""): word.replace("-", SOFT_HYPHEN) for word in SYLLABLES}


def breakable(name: str) -> str:
    """A tile's name with its long words' syllables marked by soft hyphens (board_items.wrap breaks there)."""
    return " ".join(BREAKS.get(word, word) for word in name.split())


KIND_ONE = {"food": "food", "gold": "gold", "discs": "resource disc", "cubes": "cube", "vp": "victory point"}


def amount(kind: str, n: int) -> str:
    return plural(n, KIND_ONE[kind])


def yields_words(values: D.Amounts) -> str:
    """'2 victory points, 1 gold and −2 food'."""
    return join(f"−{amount(k, -n)}" if n < 0 else amount(k, n) for k, n in values.items())


def progress_tip(tile: str, era_now: int, cost: int, owners: list[str]) -> str:
    t = D.PROGRESS_BY_ID[tile]
    kind = "free-action progress tile" if t.free else "progress tile"
    lines = [f"<b>{t.name}</b> — Era {ERA[t.era]} {kind} ({plural(t.copies, 'copy', 'copies')} in the game)", t.text]
    if t.free:
        lines.append("Used on your own action turn, before or after your action, once per game turn; not until "
                     "every other player has taken an action since you took it.")
    if t.red:
        lines.append("Red: it stays in the game even when nobody takes it (2 or 3 players).")
    lines.append(f"Costs {cost} gold now (a tile of an earlier era)." if cost else "Costs nothing in its own era.")
    if owners:
        lines.append("Owned by " + join(owners) + " (nobody may own two of the same tile).")
    return "<br>".join(lines)


def territory_tip(tile: str, owners: dict[str, int] | None = None) -> str:
    t = D.TERRITORY_BY_ID[tile]
    lines = [f"<b>{t.name}</b> — territory tile ({t.count} in the game)",
             f"Every game turn: {yields_words(t.yields)}" + (" (a town)" if t.town else "") + ".",
             "Duplicates are allowed; territory tiles are kept at the end of an era."]
    if owners:
        lines.append("Held by " + join(f"{name} ({n})" for name, n in owners.items()))
    return "<br>".join(lines)


def city_tip(tile: str, cost: dict[str, int] | None = None) -> str:
    c = D.CITY_BY_ID[tile]
    if c.wonder:
        price = cost if cost is not None else {k: v for k, v in c.cost.items()}
        return "<br>".join([
            f"<b>{c.name}</b> — wonder (Era {ERA[c.era]})",
            f"Costs {join(amount(k, v) for k, v in price.items() if v) or 'nothing'} (the cubes from your pool).",
            f"Scores {plural(c.vp_now, 'victory point')} at once, then leaves the game.",
            "Only in a B turn; a wonder nobody takes leaves the game."])
    price = (cost or {}).get("gold", c.cost.gold)
    lines = [f"<b>{c.name}</b> — Era {ERA[c.era]} city tile ({c.side})", f"Costs {price} gold.",
             f"Every game turn: {yields_words(c.yields)}."]
    if c.upkeep:
        lines.append(f"Upkeep: {amount('discs', c.upkeep.discs)} in the Income phase, or the city is given up.")
    if c.yields.food < 0:
        lines.append("It eats its food in the Food phase; you may give it up instead.")
    lines.append("At the end of Era I or II it is kept for 1 cube from your pool, or lost.")  # none after Era III
    return "<br>".join(lines)


def city_line(tile: str) -> str:
    """The short line of a city tile's yields: '3 vp · −2 food · upkeep 1 disc'."""
    c = D.CITY_BY_ID[tile]
    bits = [f"{c.yields.vp} vp"] if c.yields.vp else []
    bits += [f"{n:+d} {k}" for k, n in c.yields.items() if k != "vp"]
    return " · ".join(bits)


def empire_tip(tile: str, era: int) -> str:
    side = D.EMPIRE_BY_ID[tile].side(era)
    which = "Era-I side" if era == 1 else "Era-II/III side"
    lines = [f"<b>Empire tile {side.number}</b> ({which} up)",
             f"Place cubes from your pool in up to {plural(side.number, 'region')}, in or next to regions you held "
             f"before; then you may fight.",
             "Shows water: it reaches the Mediterranean, and from Era II the New World and the Far East."
             if side.water else "No water: it cannot reach the Mediterranean or overseas."]
    for k, r in enumerate(side.rows):
        top = ("top row" if k == 0 else "bottom row") if len(side.rows) == 2 else "battle"
        lines.append(f"{top.capitalize()}: the defender loses {r.defender}, you lose {r.attacker}")
    if len(side.rows) == 2:
        lines.append("Two rows: in Era III two battles in different regions, one per row (in Era II only the top "
                     "row).")
    return "<br>".join(lines)


def trade_tip(box: str, era: int, user: str) -> str:
    b = D.TRADE_BY_ID[box]
    reward = amount("gold" if b.reward == "gold" else "vp", b.amount)
    lines = [f"<b>Trade box</b>: {amount('discs', b.discs)} for {reward}",
             ("Usable in Eras " if len(b.eras) > 1 else "Usable in Era ") + join((ERA[e] for e in b.eras), "and")
             + "; by one player per game turn."]
    if era not in b.eras:
        lines.append(f"Not usable in Era {ERA[era]}.")
    if user:
        lines.append(f"Used this game turn by {user} (the discs go back to the bank at the next New Tiles phase).")
    return "<br>".join(lines)


ROW_TARGETS = {"progress": "progress tile", "territory": "territory tile", "city": "city tile",
               "empire": "empire tile", "trade": "trade box"}  # what a row's action is taken on
NOTES = {
    "action": "",
    "b_act": "Take the action of that row (click what is highlighted) or do nothing.",
    "place": "",
    "battle": "Click a highlighted region to attack a player there, or stop fighting.",
    "after": "Your action is done: use a free-action tile (click it or a highlighted region) or end your turn.",
    "upkeep": "Pay a resource disc for a city (click it) or give it up.",
    "keep": "",
    "order": "Click a free space of the turn order track.",
}


def action_note(view, seat: int, legal) -> str:
    """What the seat at the screen may click now."""
    top = view.top_step()[0]
    if top == "action":
        free = " You may use a free-action tile first (click it)." if any(a.kind in FREE for a in legal) else ""
        if view.b_turn:
            return ("B turn: click one of your discs to take it back (its price shows under the pointer), then "
                    "take that row's action." + free)
        if any(a.kind == "idle_disc" for a in legal):
            return "You can perform no action: click a highlighted circle to place your disc without one." + free
        return ("A turn: click a highlighted tile, empire tile or trade box: your disc goes into the marked circle "
                "of its row." + free)
    if top == "place":
        return placement_note(view, seat)
    if top == "order":
        queue = [view.seat_name(s) for s in view.order_queue]
        return ("Click a free space of the turn order track (fewest victory points choose first: "
                + join(queue) + ").") if queue else NOTES["order"]
    if top == "pay":  # the amount owed is told once in the log; it belongs in front of the one paying
        return (f"Still to pay: {view.to_pay}, one for each disc left of the one you took back. Click what you pay "
                f"with (one kind at a time).")
    if top == "feed":
        return feed_note(view, seat)
    if top == "keep":
        return keep_note(view, seat)
    if top == "b_act" and view.b_row:
        return f"Take the {ROW_NAMES[view.b_row]} action: click a highlighted {ROW_TARGETS[view.b_row]}, or do nothing."
    return NOTES.get(top, "")


def keep_note(view, seat: int) -> str:
    """What keeping costs ('1 gold a progress tile and 1 cube a city'); the rest go back into the box."""
    choices = view.keep_choices(seat)
    kinds = ((next((t for t in choices if t in D.PROGRESS_BY_ID), None), "a progress tile"),
             (next((t for t in choices if t in D.CITY_BY_ID), None), "a city"))
    prices = join(f"{cost_words(view.keep_cost(seat, t))} {what}" for t, what in kinds if t is not None)
    return f"Click the tiles you keep for the next era ({prices}), then return the others."


def feed_note(view, seat: int) -> str:
    """What feeding the cities does to the food track ('Fed, your food goes 3 → 0: 2 short cost 2 points.')."""
    change = view.food_change(seat) * (D.GAME.last_turn_food_factor if view.turn == D.GAME.turns else 1)
    food, gold, owed = view.food_after(view.food[seat], change)
    outcome = f"Fed, your food goes {view.food[seat]} → {food}"
    if owed:
        outcome += f" (the missing food costs {amount('vp', min(owed, view.vp[seat]))})"
    elif gold:
        outcome += f" (the food over the top gives {gold} gold)"
    return f"{outcome}. Feed your cities, or click one to give it up."


def placement_note(view, seat: int) -> str:
    """'1 of 3 regions used, 3 cubes in your pool: click a highlighted region, then how many cubes.' (two lines
    of the turn panel; the regions placed in are outlined on the map, the tile and its water in the tiles'
    tooltips)."""
    regions, cubes = plural(view.region_limit(seat), "region"), plural(view.pool[seat], "cube")
    state = f"{len(view.pl_regions)} of {regions} used, {cubes}"
    if view.placeable(seat):
        return f"{state} in your pool: click a highlighted region, then how many cubes."
    if view.pl_regions or view.pl_restarted:
        return f"{state} left in your pool: confirm the placement, or reset it."
    # nothing to place and nothing placed: the engine confirms by itself unless a new empire may be started
    why = "No cubes in your pool" if not view.pool[seat] else "No region you may place in"
    return f"{why}: place none, or start a new empire (your cubes on the map go back to your pool)."


def waiting_note(view) -> str:
    movers = view.to_move()
    if view.is_over():
        return ""
    return f"Waiting for {join(view.seat_name(s) for s in movers)}." if movers else ""


def chip_words(view, action) -> tuple[str, str]:
    """A chooser chip's short label and icon."""
    k, g = action.kind, action.get
    if k == "place":
        return plural(g("count"), "cube"), "fa6s.cube"
    if k == "battle":
        side = view.empire_side(view.pl_tile) if view.pl_tile else None
        seat = view.top_step()[1][0] if view.top_step()[1] else 0
        lose, cost = view.battle_losses(seat, g("player"), g("row")) if side else (0, 0)
        which = ""
        if side is not None and len(side.rows) == 2 and view.era == 3:
            which = "top row: " if g("row") == 0 else "bottom row: "
        return f"{view.seat_name(g('player'))} — {which}they lose {lose}, you {cost}", "mdi6.sword-cross"
    if k == "pay":
        return amount(g("what"), g("amount")), {"gold": "money", "cubes": "fa6s.cube", "discs": "fa6s.circle",
                                                  "food": "food", "vp": "points"}.get(g("what"), "")
    if k == "remove_cubes":
        return (f"{D.PROGRESS_BY_ID[g('tile')].name}: {g('count')} of {view.seat_name(g('player'))} in "
                f"{region_name(g('region'))}", "fa6s.xmark")
    if k == "add_cubes":
        return (f"{D.PROGRESS_BY_ID[g('tile')].name}: {plural(g('count'), 'cube')} to {region_name(g('region'))}",
                "fa6s.plus")
    if k == "move_cubes":
        return (f"{D.PROGRESS_BY_ID[g('tile')].name}: {g('count')} from {region_name(g('source'))} to "
                f"{region_name(g('target'))}", "fa6s.arrow-right")
    if k == "recruit":
        return f"{plural(g('count'), 'cube')} to the pool", "fa6s.cube"
    if k == "take_disc":
        return view.describe(action), ""
    if k == "pay_upkeep":
        return "Pay 1 resource disc", "fa6s.circle"
    if k == "discard_city":
        return "Give it up", "fa6s.xmark"
    if k == "keep_tile":
        return view.describe(action), ""
    return view.describe(action), ""


CHOOSER_TITLES = {
    "place": "How many cubes?",
    "battle": "Attack whom?",
    "pay": "Pay how?",
    "remove_cubes": "Remove whose cubes?",
    "add_cubes": "How many cubes?",
    "move_cubes": "Move where?",
    "recruit": "How many cubes?",
    "pay_upkeep": "This city:",
    "discard_city": "This city:",
}


def chooser_words(actions) -> str:
    """The chooser's question, naming the region clicked where every choice is in it ('How many cubes in
    Levant?': a click that missed its region shows at once)."""
    kinds = {a.kind for a in actions}
    if kinds <= {"take_progress", "take_territory", "take_city"}:
        return "Take which tile?"
    if len(kinds) != 1:
        return "Choose:"
    kind, regions = actions[0].kind, {a.get("region") for a in actions}
    if kind in ("place", "battle") and len(regions) == 1 and None not in regions:
        where = region_name(regions.pop())
        return f"How many cubes in {where}?" if kind == "place" else f"Attack whom in {where}?"
    return CHOOSER_TITLES.get(kind, "Choose:")


def order_words(view, seat: int) -> str:
    return f"plays {ordinal(view.order.index(seat) + 1)}" if seat in view.order else ""


def effect_bits(tile: str) -> list[tuple[str, str]]:
    """A progress tile's effect in a few words and icons for its face on the tiles display:
    [(text, icon kind)], the icon drawn after its text ('+2', 'food'), ('a turn', '')."""
    out: list[tuple[str, str]] = []
    for e in D.PROGRESS_BY_ID[tile].effects:
        p = e.params
        if e.id == "income":
            for k in ("food", "gold", "discs", "cubes", "vp"):
                if p.get(k):
                    out += [(f"+{p[k]}", k)]
            out.append(("a turn", ""))
        elif e.id == "territory_bonus":
            kind = next(k for k in ("food", "gold", "discs", "cubes", "vp") if p.get(k))
            land = D.TERRITORY_BY_ID[p["kind"]].name if p["kind"] in D.TERRITORY_BY_ID else p["kind"]
            out += [(f"+{p[kind]}", kind), (land, "")]
        elif e.id == "city_discount":
            out += [(f"cities −{p['gold']}", "gold")]
        elif e.id == "wonder_discount":
            out += [("wonders", "")]
            out += [(f"−{p['gold']}", "gold")] if p.get("gold") else []
            out += [(f"−{p['cubes']}", "cubes")] if p.get("cubes") else []
        elif e.id == "trade_bonus":
            out += [(f"trades +{p['amount']}", "")]
        elif e.id == "battle_attack":
            out += [(f"attacks +{p['defender']}", "")]
        elif e.id == "battle_defense":
            out += [(f"defence +{p['saved']}", "")]
        elif e.id == "extra_region":
            out += [(f"+{plural(p['count'], 'region')}", "")]
        elif e.id == "all_water":
            out += [("all water", "")]
        elif e.id == "no_position_cost":
            out += [("B turn free", "")]
        elif e.id == "opens_overseas":
            out += [("overseas", "")]
        elif e.id == "keep_free":
            out += [("keep free", "")]
        elif e.id == "era_end_round_down":
            out += [("keep cubes", "")]
        elif e.id == "final_score":
            out += [(str(p["gold_per_vp"]), "gold"), ("= 1", "vp")]
        elif e.id == "remove_cubes":
            out += [(f"remove {p['count']}", "cubes")]
        elif e.id == "place_cubes":
            out += [(f"add {p['count']}", "cubes")]
        elif e.id == "move_cubes":
            out += [(f"move {p['count']}", "cubes")]
        elif e.id == "exchange":
            give, get = p["give"], p["get"]
            out += [(str(n), k) for k, n in give.items()] + [("→", "")] + [(str(n), k) for k, n in get.items()]
        elif e.id == "recruit":
            out += [(f"recruit {p['count']}", "cubes")]
    return out
