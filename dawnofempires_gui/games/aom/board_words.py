"""The words of the Age of Mythology board's prompt, buttons and chooser: what the seat at the screen is asked
to click in each step, the short labels of the chooser's chips and the questions the chooser asks. No Qt."""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_queries import gather_preview
from dawnofempires_gui.games.aom.rules_build import price
from dawnofempires_gui.games.aom.rules_gather import HOLDING
from dawnofempires_gui.games.aom.rules_tables import GATHERERS
from dawnofempires_gui.games.aom.rules_trade import one_each
from dawnofempires_gui.games.aom.rules_words import (AREA_WORDS, building_name, cubes, mode_name, res_name, tile_name,
                                                     twin_square, unit_name)

# plain actions drawn as buttons: label and icon
BUTTONS = {
    "pass_tile": ("Pass", "fa6s.xmark"),
    "gather_now": ("Gather now", "mdi6.pickaxe"),
    "build_done": ("Stop building", "fa6s.check"),
    "recruit_done": ("Stop recruiting", "fa6s.check"),
    "trade_done": ("Stop trading", "fa6s.check"),
    "keep_cards": ("Keep the other cards", "fa6s.check"),
    "convert_done": ("Turn no more units", "fa6s.check"),
    "army_done": ("Done choosing", "fa6s.check"),
    "retreat": ("Retreat", "fa6s.person-running"),
    "resurrect": ("Resurrect it", "fa6s.sun"),
    "let_fall": ("Let it fall", "fa6s.skull"),
    "no_reinforce": ("Bring no unit", "fa6s.xmark"),
}
TACTIC_LABELS = {"fight": ("Fight as usual", "mdi6.sword"), "berserk": ("Go berserk", "fa6s.fire"),
                 "throw": ("Throw", "fa6s.hand-fist"), "stand_in": ("Let the Wadjet stand in", "fa6s.shield-halved")}
# kinds of several actions gathered on one button that opens the chooser
GROUPS = {
    "gather_mode": ("Name what to gather…", "mdi6.pickaxe"),
    "pay_trade": ("Pay the trade cost…", "fa6s.coins"),
    "draw_cards": ("Draw random cards…", "mdi6.cards"),
    "reinforce": ("Bring a unit…", "mdi6.sword"),
    "take_from": ("Take a cube…", "fa6s.cube"),
    "take_cube": ("Take a cube…", "fa6s.cube"),
    "raze": ("Destroy a building…", "fa6s.hammer"),
    "seize": ("Take a tile…", "fa6s.hand-fist"),
    "remove_villager": ("Choose the villager…", "fa6s.person"),
    "destroy_building": ("Destroy a building…", "fa6s.hammer"),
    "destroy_tile": ("Remove a tile…", "fa6s.xmark"),
    "destroy_unit": ("Eliminate a unit…", "fa6s.skull"),
    "steal_from": ("Choose whom to rob…", "fa6s.hand-fist"),
}
# kinds of GROUPS offered on a button even while pieces of the board stand for them: what to gather, how many cards
# and which cubes read better on a button; the other players' pieces a god power aims at are small on their panels
# (a header, a chip, a cube, a square: 14 to 18 pixels in a 1024x700 window), the chooser's chips are not
ON_A_BUTTON_TOO = frozenset({"gather_mode", "draw_cards", "pay_trade", "destroy_building", "destroy_tile",
                             "destroy_unit", "steal_from", "take_from"})
BATTLE_KINDS = frozenset({"send_unit", "army_done", "send_home", "fight", "retreat", "tactic", "resurrect",
                          "let_fall", "reinforce", "no_reinforce", "raze", "seize", "take_from"})
POWER_QUESTIONS = {"destroy_building": "Destroy which building?", "destroy_tile": "Remove which tile?",
                   "destroy_unit": "Eliminate which unit?", "steal_from": "Rob whom?"}
MAIN_BUTTON_COLOUR = "#6b4f2a"


def step_note(view, me: int, step: str) -> str:
    """What the seat at the screen is asked to click now."""
    a = view.act
    b = view.battle
    if step == "draft":
        return "Click a face-up tile to put it on an empty square of its terrain, or pass."
    if step == "place_vp":
        return "Click a victory card to place a victory cube from the bank on it."
    if step == "hand":
        return (f"Choose this turn's cards: click permanent cards in your rack to take them openly, then click your "
                f"random deck to draw the rest unseen ({view.hand_room(me)} more fit in your hand).")
    if step == "play":
        extra = " (an extra card)" if view.round > D.ROUNDS else ""
        return (f"Click a card of your hand to play it{extra} — its action, its god power or both — or to pass with "
                f"it.")
    if step == "explore":
        return "Click a face-up tile to take it onto your Production Area, or pass."
    if step == "gather_mode":
        return "Name what is gathered: click a square of your Production Area (its terrain or its tile's resource)."
    if step == "workers":
        return ("Move your villagers before gathering: click one (at home or on a tile), then the tile it works; or "
                "gather now.")
    if step == "build":
        return f"Click a building of your City Area to build it ({a.get('left', 0)} more with this card), or stop."
    if step == "recruit":
        return f"Click a unit of your Holding Area to recruit it ({a.get('left', 0)} more with this card), or stop."
    if step == "trade_cost":
        return f"Pay the trade cost of {plural(a.get('cost', 0), 'cube')}: click the button and choose the cubes."
    if step == "trade":
        return ("Trade one for one with the bank: click one of your cubes to give it, or a cube of the bank to take "
                "it; then stop.")
    if step == "attack":
        return "Click the Production, City or Holding Area of a neighbour (on the right) to attack it."
    if step == "army":
        return "Click your units to send them into the battle in secret, one by one; then say you are done."
    if step == "seduce":
        return "Aphrodite: click one of the defender's units to send it home."
    if step == "battle":
        return "Click one of your units in the battle to fight with it this round (in secret), or retreat."
    if step == "tactic":
        return "Choose in secret how your unit fights this round."
    if step == "resurrect":
        return "Your unit has fallen: pay the Favor to bring it back, or let it fall."
    if step == "reinforce":
        return "For the unit just eliminated, bring another unit of yours from home into the battle, or none."
    if step == "raze":
        return f"Click a building of {view.seat_name(b['def'])} to destroy it." if b else "Click a building."
    if step == "seize":
        return f"Click a tile of {view.seat_name(b['def'])}'s Production Area to take it." if b else "Click a tile."
    if step == "take_from":
        victim = view.flow[-1][2]
        return (f"Take {plural(view.flow[-1][3], 'more cube')} from {view.seat_name(victim)}: click one of their "
                f"resources.")
    if step == "take_cubes":
        return f"Take {plural(view.flow[-1][2], 'more cube')} from the bank: click one of its resources."
    if step == "villager_loss":
        return "A House is lost: click the villager that leaves with it (at home or on a tile)."
    if step == "power_building":
        return "Click a building to destroy it, or choose it with the button."
    if step == "power_tile":
        return "Click a production tile to remove it (or choose it with the button); it goes back to the pool."
    if step == "power_unit":
        return "Click a myth unit of another player to eliminate it, or choose it with the button."
    if step == "steal_target":
        return "Click the name of the player to rob, or choose the player with the button."
    if step == "sacrifice":
        return "Click one of your mortal units to give it up."
    if step == "free_unit":
        return "Click a unit of your Holding Area to take it free."
    if step == "convert":
        return "Click a mortal unit to turn it into a Mummy, or stop."
    if step == "keep":
        return "Click a card to discard it; the others stay in your hand for the next turn."
    return ""


def chooser_title(view, actions) -> str:
    first = actions[0]
    k = first.kind
    if k in ("play", "pass_card"):
        return f"{D.CARDS[first['card']].label}:"
    if k == "build":
        return f"Build {building_name(first['building'])}: take which cubes off?"
    if k == "move_worker":
        return "Move which worker where?"
    if k == "attack":
        return f"Attack {view.seat_name(first['target'])}'s:"
    if k == "gather_mode":
        return "Gather from every tile of:"
    if k == "draw_cards":
        return "Draw how many random cards?"
    if k == "swap":
        return "Trade one cube for one:"
    if k == "pay_trade":
        return "Pay the trade cost with:"
    if k in ("take_cube", "take_from"):
        return "Take which cube?"
    if k in POWER_QUESTIONS:
        return POWER_QUESTIONS[k]
    return "Choose:"


def chip_label(view, a: Action) -> tuple[str, str]:
    k, g = a.kind, a.get
    if k == "play":
        god = D.CARDS[g("card")].god
        if god is None:
            return "Play it", "fa6s.play"
        return {"action": ("Its action only", "fa6s.play"), "power": (f"{god.god}'s power only", "fa6s.bolt"),
                "both": (f"{god.god}'s power, then the action", "fa6s.bolt")}[g("use")]
    if k == "pass_card":
        return "Pass: discard it", "fa6s.xmark"
    if k == "build":
        off = g("off")
        return (f"Pay {cubes(price(g('building'), off), 'nothing')}" + (f" ({one_each(off)} off)" if off else ""),
                "fa6s.coins")
    if k == "move_worker":
        src, q = g("source"), g("square")
        tile = view.tile_at(view.to_move()[0], q) if view.to_move() else ""
        where = f"square {q + 1}" + (f" ({tile_name(tile)})" if tile else "")
        if src == HOLDING:
            return f"A villager from home to {where}", "fa6s.person"
        if src < HOLDING:
            return f"A {unit_name(GATHERERS[-2 - src])} from home to {where}", "fa6s.person"
        return f"From square {src + 1} to {where}", "fa6s.arrow-right"
    if k == "attack":
        return AREA_WORDS[g("area")], {"city": "mdi6.castle", "production": "mdi6.pickaxe",
                                       "holding": "fa6s.person"}[g("area")]
    if k == "gather_mode":
        me = view.to_move()[0] if view.to_move() else 0
        return f"{mode_name(g('mode'))}: {gather_preview(view, me, g('mode'))}", ""
    if k == "draw_cards":
        return ("Draw none" if not g("count") else f"Draw {g('count')}"), "mdi6.cards"
    if k == "swap":
        return f"1 {res_name(g('give'))} for 1 {res_name(g('take'))}", "fa6s.arrows-rotate"
    if k == "pay_trade":
        return one_each(g("cubes")), "fa6s.coins"
    if k in ("take_cube", "take_from"):
        return res_name(g("resource")), ""
    if k == "raze":
        return building_name(g("building")), ""
    if k == "seize":
        b = view.battle
        tile = view.tile_at(b["def"], g("square")) if b else ""
        return (tile_name(tile) + twin_square(view, b["def"], g("square")) if tile else f"Square {g('square') + 1}"), ""
    if k == "reinforce":
        return unit_name(g("unit")), ""
    if k == "remove_villager":
        return ("The villager at home" if g("spot") < 0 else f"The villager on square {g('spot') + 1}"), ""
    return view.describe(a), ""
