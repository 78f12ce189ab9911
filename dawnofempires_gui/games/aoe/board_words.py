"""The words of the Age of Empires board: the tray's title and prompt, the labels of buttons and chooser chips,
the chooser's questions, and the tooltips of targets and squares (what a click does, or why not now, in the
model's own words where it has them)."""
from __future__ import annotations

from collections.abc import Sequence

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.collection import FEE_PERCENT
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS, fee_on
from dawnofempires_gui.games.aoe.words import cost_words, dice_words, group_words, kind_name

from .board_items import RESOURCE_ICONS, type_icon

TRAY_CHIPS = {
    "resources_done": ("Done", "fa6s.check"),
    "transfer": ("Give to an ally…", "fa6s.hand-holding-heart"),
    "transfer_cancel": ("Give nothing", "fa6s.xmark"),
    "command_none": ("No chit: start units", "fa6s.hammer"),
    "picked": ("Command the chosen", "fa6s.check"),
    "pick_back": ("Back", "fa6s.arrow-left"),
    "wait": ("Wait", "fa6s.hourglass-half"),
    "hold": ("Make no attack", "fa6s.hand"),
    "enough": ("Roll now", "mdi6.dice-6"),
    "stop": ("Stop moving", "fa6s.stop"),
    "build_done": ("Lay no more", "fa6s.check"),
    "found_back": ("Back", "fa6s.arrow-left"),
    "produce_done": ("Start nothing more", "fa6s.check"),
}
MAX_LISTED = 12


def short_cost(cost) -> str:
    return cost_words(cost).replace(" and ", ", ")


def chip_label(view, acts: Sequence[Action], tag: str, seat: int | None = None) -> tuple[str, str]:
    """A button's (or a chooser chip's) short label and icon (`seat`: the seat at the screen)."""
    a = acts[0]
    k, g = a.kind, a.get
    if k in TRAY_CHIPS:
        return TRAY_CHIPS[k]
    if k == "transfer_amount":
        if len(acts) > 1:  # the icon of the resource given (always gold's coins, food was read as gold)
            giving = view.giving[seat] if seat is not None and 0 <= seat < len(view.giving) else None
            icon = RESOURCE_ICONS.get(giving[1], "") if giving else ""
            return f"{acts[0]['amount']}–{acts[-1]['amount']}", icon
        return f"{g('amount')} (+{fee_on(g('amount'))} fee)", ""
    if k == "choose_civilization":
        civ = D.CIVILIZATIONS.get(g("civilization"))
        return (civ.name if civ else g("civilization")), ""
    if k == "collect":
        return f"{g('amount')} {g('resource')}", ""
    if k == "transfer_what":
        return f"{g('resource')} to {view.seat_name(g('to'))}", ""
    if k == "command":
        ids = view.commandable_squares(view.top_step()[1][0]).get(g("square"), []) if view.flow else []
        return ("All: " + group_words(view.pieces[i]["type"] for i in ids)) if ids else "All of them", "fa6s.flag"
    if k == "command_some":
        return "Some of them…", "fa6s.list-check"
    if k in ("attack", "also"):
        target = view.pieces.get(g("target"))
        if target is None:
            return view.describe(a), ""
        what = "foundation" if target["down"] and not KINDS[target["type"]].unit else kind_name(target["type"])
        name = f"{view.seat_name(target['owner'])}'s {what} #{target['id']}"
        if k == "attack" and view.shooter is not None:
            need = view.attack_need(view.shooter[1], target)
            return f"{name}: {dice_words(need, view.defence(target))}", type_icon(target["type"])
        return name, type_icon(target["type"])
    if k == "pick":
        p = view.pieces.get(g("piece"))
        return (f"{kind_name(p['type'])} #{p['id']}", type_icon(p["type"])) if p else ("Unit", "")
    if k == "found":
        t = g("building")
        return f"{kind_name(t)} · {short_cost(KINDS[t].cost)}", type_icon(t)
    if k == "train":
        t = g("unit")
        return f"{kind_name(t)} · {short_cost(KINDS[t].cost)}", type_icon(t)
    if k == "upgrade":
        u = D.UPGRADES[g("upgrade")]
        return f"Upgrade to {kind_name(u.to_type)} · {short_cost(u.cost)}", "fa6s.arrow-up-right-dots"
    if k == "advance":
        center = view.pieces.get(g("building"))
        rank = AGE_RANK[view.ages[center["owner"]]] + 1 if center else len(AGE_ORDER)
        if rank < len(AGE_ORDER):
            age = D.AGES[AGE_ORDER[rank]]
            return f"{age.name} · {short_cost(age.cost)}", "fa6s.landmark"
        return "Next Age", "fa6s.landmark"
    if k == "move_to":
        return f"Move to {view.square_name(g('square'))}", "fa6s.person-hiking"
    if k == "place_town_center":
        return f"Town Center at {view.square_name(g('square'))}", "mdi6.castle"
    if k == "found_at":
        return f"Lay at {view.square_name(g('square'))}", "fa6s.trowel-bricks"
    return view.describe(a), ""


def chooser_title(view, actions: Sequence[Action]) -> str:
    k = actions[0].kind
    if k == "collect":
        return f"Take how much {actions[0]['resource']}?"
    if k == "transfer_what":
        return f"Give {actions[0]['resource']} to whom?"
    if k == "transfer_amount":
        return f"Give how much (a {FEE_PERCENT}% fee on top)?"
    if k in ("command", "command_some"):
        return "Command which units?"
    if k == "attack":
        return "Attack which enemy?"
    if k == "also":
        return "Also roll against?"
    if k == "pick":
        return "Command which unit?"
    if k == "found":
        return f"Lay which building at {view.square_name(view.site)}?"
    if k in ("train", "upgrade", "advance"):
        return "Start what here?"
    return "Choose:"


def target_tip(view, acts: Sequence[Action], base: str = "") -> str:
    """What a click on a target standing for these actions does."""
    lines = [base] if base else []
    if len(acts) == 1:
        lines.append("<b>Click</b>: " + view.describe(acts[0]))
    elif acts:
        words = [view.describe(a) for a in acts[:MAX_LISTED]]
        more = f"; and {len(acts) - MAX_LISTED} more" if len(acts) > MAX_LISTED else ""
        lines.append("<b>Click</b> to choose: " + "; ".join(words) + more)
    return "<br>".join(lines)


def title_for(view, seat: int | None) -> str:
    if view.over:
        return "The game is over"
    moving = view.to_move()
    if seat is not None and seat in moving:
        return f"{view.seat_name(seat)}, your move"
    return "Waiting for " + (join(view.seat_name(s) for s in moving) or "nobody")


def prompt_for(view, seat: int | None, legal: Sequence[Action]) -> str:
    """What the pending decision is, and how to make it on the board."""
    if view.over:
        return view.end_reason or "The game is over."
    step = view.top_step()[0] if view.flow else ""
    if seat is None or not legal:
        return view.phase()
    if step == "civilization":
        return "Choose a civilization below (a name only: all play alike). The choices are shown together."
    if step == "setup":
        return "Click a square of your start section (outlined) for your Town Center and three villagers."
    if step == "resources":
        left = view.collect_left[seat]
        giving = view.giving[seat]
        if left:
            return f"Take {plural(left, 'resource point')}: click a resource on your panel for the amount."
        if giving == ():
            return "Give what, to whom? Click a resource on your panel."
        if giving:
            return f"Give how much {giving[1]} to {view.seat_name(giving[0])}? Choose below (a 25% fee on top)."
        return "Your resources are taken: give some to an ally, or say Done."
    if step == "command":
        return ("Put your Command-Control chit on one of your stacks (outlined; point at one to see its reach and "
                "range), or on none to start units.")
    if step == "pick":
        return f"Choose the units to command at {view.square_name(view.site)}: click their counters below."
    if step in ("attack", "more") and view.shooter is not None:
        who = view.group_name(view.shooter[1], owner=False)
        if step == "more":
            return f"Your {who}: choose more targets in the same square, or roll now."
        return f"Your {who}: click an enemy in range (red), wait for the programmed units, or make no attack."
    if step == "move":
        return "Move the commanded units: click a square they reach (blue); the path shows under the pointer."
    if step == "site":
        return "Lay a foundation: click a square where your commanded villagers stand, or lay no more."
    if step == "found":
        return f"Choose the building to lay at {view.square_name(view.site)}."
    if step == "produce":
        return "Start units, upgrades or the next Age: click a square with your buildings (outlined)."
    return view.phase()


# ---------------------------------------------------------------------- squares
def pieces_words(view, pieces: list[dict]) -> list[str]:
    owners: dict[int, list[dict]] = {}
    for p in pieces:
        owners.setdefault(p["owner"], []).append(p)
    lines = []
    for owner, own in owners.items():
        up = [p["type"] for p in own if not p["down"]]
        bits = [group_words(up)] if up else []
        founds = [p["type"] for p in own if p["down"] and not KINDS[p["type"]].unit]
        training = [p["type"] for p in own if p["down"] and KINDS[p["type"]].unit]
        if founds:
            bits.append("foundation of " + group_words(founds))
        if training:
            bits.append(group_words(training) + " in training")
        red = sum(p["red"] for p in own)
        black = sum(p["black"] for p in own)
        if red or black:
            bits.append(f"hit markers: {red} red, {black} black")
        lost = [p for p in own if not p["down"] and p["steps"] < KINDS[p["type"]].steps]
        if lost:
            bits.append(plural(len(lost), "piece") + " reduced by a step")
        if any(p["id"] in view.cc[owner] for p in own):
            bits.append("under the Command-Control chit")
        lines.append(f"<b>{view.seat_name(owner)}</b>: " + "; ".join(bits))
    return lines


def square_tip(view, sq: int, seat: int | None, step: str, legal: Sequence[Action], colours) -> str:
    board = view.board
    where = "sea" if board.sea[sq] else "land" + (", next to the sea" if board.coast[sq] else "")
    head = f"<b>{view.square_name(sq)}</b> · {where} · {view.seat_name(board.section[sq])}'s start section"
    pieces = view.at(sq)
    lines = [head, *pieces_words(view, pieces)] if pieces else [head, "Empty"]
    why = why_not(view, sq, seat, step, legal)
    if why:
        lines.append(f"<i>Not now: {why}</i>")
    return "<br>".join(lines)


def why_not(view, sq: int, seat: int | None, step: str, legal: Sequence[Action]) -> str:
    """Why a click on an inert square does nothing in this step ("" when the step has nothing to do with squares)."""
    if seat is None or not legal:
        return ""
    probe = {"setup": "place_town_center", "command": "command", "move": "move_to", "site": "found_at"}.get(step)
    if probe:
        return view.why_illegal(seat, Action(probe, square=sq))
    if step in ("attack", "more") and view.shooter is not None:
        enemies = [p for p in view.at(sq) if view.is_enemy(seat, p["owner"])]
        if not enemies:
            return "there is no enemy in that square."
        if step == "more":
            return "the further targets are enemies in the same square as the first."
        return view.reach_problem(view.shooter[1], enemies[0]) or "that enemy cannot be attacked now."
    if step == "produce":
        own = [p for p in view.at(sq) if p["owner"] == seat and not KINDS[p["type"]].unit]
        if not own:
            return "units are started at your own finished buildings."
        for b in own:
            if b["down"]:
                return f"the {kind_name(b['type'])} is not finished yet."
        return "nothing can be started here now (what it trains needs another Age, the unit limit or resources)."
    return ""


def cell_tip(view, p: int, resource: str, seat: int | None, step: str) -> str:
    """A resource of the seat's own panel that stands for nothing now: how much, and why a click does nothing."""
    amount = view.purses[p][resource]
    tip = f"<b>{resource.capitalize()}</b>: {amount}"
    if seat == p and step == "resources":
        if view.collect_left[p] <= 0 and view.giving[p] is None:
            tip += "<br><i>Not now: you have taken this turn's resource points.</i>"
        elif view.giving[p]:
            tip += "<br><i>Not now: choose the amount to give in the tray.</i>"
    elif seat == p and step:
        tip += "<br><i>Resources are collected in the Resource Collection phase.</i>"
    return tip
