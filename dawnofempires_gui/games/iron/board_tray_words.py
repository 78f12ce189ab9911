"""The words of the Iron Age dice tray (board_tray.py): the number and name of each step, what each button of a
step says (its label, icon, colour and tag), and the prompt saying what the seat to move does now."""
from __future__ import annotations

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.words import STEP_WORDS

STEP_NUMBERS = {"setup": "Setup", "roll": "1 · Roll", "leadership": "1 · Leadership", "omens": "1 · Omens",
                "choose": "1 · Collect", "conquest": "3 · Conquest", "tribute": "3 · Tribute demand",
                "build": "4 · Build", "buy": "5 · Buy a development", "store": "6 · Store goods"}


GREEN, BROWN, RED, BLUE = "#2e7d32", "#6b4f2a", "#9c2f22", "#2d5f8b"
# the buttons whose words never change: kind -> (label, icon, colour); a button's tag is its kind
FIXED_BUTTONS = {
    "stop": ("Keep these dice", "fa6s.check", BROWN),
    "skip_leadership": ("No Leadership re-roll", "fa6s.xmark", BROWN),
    "skip_omens": ("Do not use the Omens", "fa6s.xmark", BROWN),
    "no_conquest": ("Do not attack", "fa6s.xmark", BROWN),
    "give_good": ("Give 1 good", "goods", GREEN),
    "refuse_good": ("Refuse: they gain tribute", "fa6s.ban", RED),
    "setup_port": ("Second port", "ship", BLUE),
    "setup_province": ("Second province", "town", BROWN),
    "end_build": ("Done building", "fa6s.check", BROWN),
    "skip_buy": ("Buy nothing", "fa6s.xmark", BROWN),
    "end_turn": ("End the turn", "fa6s.arrow-right", GREEN),
}


def button_spec(v, a, group: list) -> tuple[str, str | None, str, str]:
    """A button's label, icon, colour and tag."""
    kind = a.kind
    s = v.active
    if kind == "roll":
        return ("Roll the dice" if v.rolls == 0 else f"Re-roll ({3 - v.rolls} left)"), "dice", GREEN, "roll"
    if kind == "conquer":
        return f"Attack! ({v.strength(s)} against {v.conquest[s]})", "mdi6.sword-cross", RED, "conquer"
    if kind == "store":
        if len(group) > 1:
            return "Store goods as wealth…", "wealth", BLUE, "store"
        rate = v.store_rate(s)
        return f"Store {a['sets'] * rate} goods → {a['sets']} wealth", "wealth", BLUE, "store"
    fixed = FIXED_BUTTONS.get(kind)
    if fixed is not None:
        return (*fixed, kind)
    return v.describe(a), None, "#5a4a6a", f"act-{kind}"


def prompt_words(v, viewer, legal, note: str) -> str:
    if note:
        return note
    step = v.step()
    if v.is_over():
        totals = v.scores().totals
        if v.solo:
            return f"All {D.SOLO_ROUNDS} rounds are played: the tally is below, the target under the pegboard."
        order = sorted(range(v.n), key=lambda k: -totals[k])
        return "Final scores: " + ", ".join(f"{v.seat_name(k)} {totals[k]}" for k in order) + \
            ". Click a player's card to see the sheet."
    if not legal:
        waiting = ", ".join(v.seat_name(s) for s in v.to_move())
        return f"Waiting for {waiting} ({STEP_WORDS.get(step, step).lower()})…"
    s = v.active
    if step == "setup":
        return "Choose your second column: click port 2 or province 2 on your sheet."
    if step == "roll":
        if v.rolls == 0:
            return f"Roll {len(v.dice)} empire dice and the fate die."
        return f"Click dice to keep or release them, then re-roll ({3 - v.rolls} left) or keep these dice."
    if step == "leadership":
        return "Leadership: click one die to re-roll it, or go on without."
    if step == "omens":
        return "Omens: click a die, then choose the face it should show — or do not use them."
    if step == "choose":
        return "Take each '2 food or 2 population' die as food or as population."
    if step == "conquest":
        return f"Conquest: battle the neighbouring tribe, your {v.strength(s)} against {v.conquest[s]}?"
    if step == "tribute":
        asked, total = v.asked(), v.demand_strength()
        return (f"{v.seat_name(asked)}: {v.seat_name(s)} demands tribute ({total} against your "
                f"{v.strength(asked)}). Give 1 good, or they gain {total - v.strength(asked)} tribute.")
    if step == "build":
        return "Build: click boxes on your sheet, or the next army / ship hole on the pegboard."
    if step == "buy":
        return "Buy one development: click a highlighted one on your sheet and choose how to pay."
    if step == "store":
        return f"Store goods as wealth ({v.store_rate(s)} goods each), or end the turn."
    return ""
