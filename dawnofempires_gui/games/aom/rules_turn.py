"""The turn: victory cubes placed on the victory cards, the hand chosen (permanent cards openly, random cards
drawn unseen), and three rounds of card play in turn order (a card's power and action are sub-steps pushed on
the flow above the "play" frame). Thoth's and Odin's extra actions are played in a fourth round."""
from __future__ import annotations

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import AGES, CARD, PERM, VI, VICTORY
from dawnofempires_gui.games.aom.rules_words import USE_WORDS, card_name, victory_name

USES = ("action", "power", "both")
# powers and actions for which the god power changes whether the action can be done (a cheaper Build or Recruit,
# cubes gained before a Trade, the Favor paid before a Next Age)
REREAD = frozenset({"build_discount", "recruit_cost"})
REREAD_ACTIONS = frozenset({"next_age", "trade"})
# powers that only change the card's own action: they are played with it or not at all
MODIFIERS = frozenset({"send_home_enemy_unit", "battle_size_self", "battle_size_unlimited", "battle_dice_bonus",
                       "all_berserk", "resurrect_first_loss", "build_discount", "explore_first_picks",
                       "explore_exclusive", "gather_boost", "others_gather_nothing", "recruit_cost"})


class TurnRules(AomState):
    # ------------------------------------------------------------------ victory cubes
    def start_turn(self) -> None:
        self.turn += 1
        self.round = 0
        n = self.n
        placers = self.order_from(self.start)[:D.DATA.turn["vp_cubes_placed_two_players"] if n == 2
                                                else D.DATA.turn["vp_cubes_placed"]]
        placers = placers[:self.vp_bank]
        self.act = {"kind": "place_vp", "placers": tuple(placers), "i": 0}
        self.emit(f"Turn {self.turn}: {self.seat_name(self.start)} is the Starting Player.", self.start, "turn")
        if placers:
            self.flow[:] = [("place_vp", (placers[0],))]
        else:
            self.start_hands()

    # ------------------------------------------------------------------ the cards of a seat
    def hand_random(self, seat: int) -> list:
        """The random cards in the seat's hand (HIDDEN items in another seat's view)."""
        return self.__dict__[f"hand_{self.cult[seat]}"][seat]

    def lay_down(self, seat: int, card: str) -> None:
        """A card played or passed: face up on the table for this turn; a random one is at once under its deck
        (nothing is drawn before the turn ends, so this is the bottom of the deck the rules put it in)."""
        self.played[seat].append(card)
        if CARD[card].deck == "random":
            self.under(self.cult[seat]).append(card)

    def deck(self, culture: str) -> list:
        return self.__dict__[f"deck_{culture}"]

    def under(self, culture: str) -> list:
        return self.__dict__[f"under_{culture}"]

    def hand(self, seat: int) -> list:
        """Every card in the seat's hand: the permanent ones, then the random ones."""
        return self.perm_hand[seat] + self.hand_random(seat)

    def hand_count(self, seat: int) -> int:
        return len(self.perm_hand[seat]) + len(self.hand_random(seat))

    def hand_limit(self, seat: int) -> int:
        return D.HAND_SIZE[AGES[self.age[seat]]]

    def in_hand(self, seat: int, card: str) -> bool:
        return card in self.perm_hand[seat] or card in self.hand_random(seat)

    def remove_from_hand(self, seat: int, card: str) -> None:
        if CARD[card].deck == "permanent":
            self.perm_hand[seat].remove(card)
        else:
            self.hand_random(seat).remove(card)

    # ------------------------------------------------------------------ the hand
    def hand_room(self, seat: int) -> int:
        return max(0, self.hand_limit(seat) - self.hand_count(seat))

    def start_hands(self) -> None:
        self.act = {"kind": "hand", "i": -1}
        self.hand_next()

    def hand_next(self) -> None:
        i = self.act["i"] + 1
        order = self.order_from(self.start)
        while i < self.n and self.hand_room(order[i]) == 0:
            i += 1
        if i >= self.n:
            self.act = {}
            self.start_rounds()
            return
        self.act["i"] = i
        self.flow[:] = [("hand", (order[i],))]

    def cards_left(self, culture: str) -> int:
        return len(self.deck(culture)) + len(self.under(culture))

    def draw_random(self, seat: int, count: int) -> list[str]:
        """Draw from the top of the culture's random deck; when only face-up cards remain, they are shuffled into
        a new face-down deck."""
        culture = self.cult[seat]
        deck, under = self.deck(culture), self.under(culture)
        drawn = []
        for _ in range(count):
            if not deck:
                if not under:
                    break
                deck[:] = under
                under.clear()
                self.rng.shuffle(deck)
                self.emit(f"The {culture.title()} random deck is shuffled again.", seat, "deck", reveals=True)
            drawn.append(deck.pop())
        self.hand_random(seat).extend(drawn)
        return drawn

    # ------------------------------------------------------------------ the rounds
    def start_rounds(self) -> None:
        self.round = 1
        self.rpos = -1
        self.play_next()

    def play_next(self) -> None:
        """The next player to play a card: clockwise from the Starting Player in each of the three rounds; then
        the players owed an extra action (Thoth, Odin), round after round while any is owed."""
        n = self.n
        while True:
            self.rpos += 1
            if self.rpos >= n:
                self.round += 1
                self.rpos = 0
                if self.round > D.ROUNDS and not any(self.extra[s] and self.hand_count(s) for s in range(n)):
                    self.flow.clear()
                    self.end_of_turn()
                    return
            seat = (self.start + self.rpos) % n
            if self.hand_count(seat) and (self.round <= D.ROUNDS or self.extra[seat]):
                self.flow[:] = [("play", (seat,))]
                return

    def play_seat(self) -> int:
        return (self.start + self.rpos) % self.n

    def card_done(self) -> None:
        """The card's power and action are over: the next player plays."""
        self.cur = {}
        self.act = {}
        if self.over:
            return
        del self.flow[1:]
        self.play_next()

    def power_done(self) -> None:
        if self.over:
            return
        if self.cur.get("action"):
            self.begin_action()
        else:
            self.card_done()

    def begin_action(self) -> None:
        seat, card = self.cur["seat"], self.cur["card"]
        why = self.action_problem(seat, card, self.cur["power"])
        if why:
            self.emit(f"{self.seat_name(seat)} cannot perform the action now: {why}", seat, "play")
            self.card_done()
            return
        getattr(self, f"start_{CARD[card].action}")(seat, card)

    def action_done(self) -> None:
        self.card_done()

    # ------------------------------------------------------------------ why a card cannot be used
    def action_problem(self, seat: int, card: str, with_power: bool) -> str:
        """Why the card's action can do nothing now (the rulebook's reason), "" when it can."""
        return getattr(self, f"{CARD[card].action}_problem")(seat, card, with_power)

    def use_problem(self, seat: int, card: str, use: str, plain: str | None = None) -> str:
        """Why the card may not be played for this use now ("" when it may). `plain`: the action's own problem
        without the power, when already known (the power changes it only for the powers that change the action
        and for a Next Age paid after the power's Favor)."""
        if use not in USES:
            return "A card is played for its action, its god power, or both."
        god = CARD[card].god
        if use != "action":
            if god is None:
                return f"{card_name(card)} has no god power."
            favor = self.cube(seat, "favor")
            if favor < god.favor:
                return (f"{god.title} costs {plural(god.favor, 'Favor cube')}; you have {favor}: the Favor must be "
                        f"paid to use a god power.")
            if god.power.id in MODIFIERS and use == "power":
                return f"{god.title} only changes the card's own action: play the power with the action."
            why = self.power_problem(seat, card)
            if why:
                return why
        if (use == "both" and plain is not None and god.power.id not in REREAD
                and CARD[card].action not in REREAD_ACTIONS):
            return plain
        if use != "power":
            return plain if use == "action" and plain is not None else self.action_problem(seat, card, use == "both")
        return ""





@MOVES.add
class PlaceVp(AomMove):
    kind = "place_vp"
    args = {"card": str}

    def options(self, game, seat):
        return [act("place_vp", card=v) for v in VICTORY]

    def problem(self, game, seat, action):
        if action["card"] not in VI:
            return "A victory cube goes on one of the four victory cards."
        return ""

    def apply(self, game, seat, action):
        card = action["card"]
        game.vp_bank -= 1
        game.vp_cards[VI[card]] += 1
        left = (f" {game.vp_bank} {'remains' if game.vp_bank == 1 else 'remain'} in the bank." if game.vp_bank else
                " It was the bank's last: this is the last turn.")
        game.emit(f"{game.seat_name(seat)} places a victory cube on {victory_name(card)}.{left}", seat, "vp")
        a = game.act
        a["i"] += 1
        if a["i"] < len(a["placers"]):
            game.flow[:] = [("place_vp", (a["placers"][a["i"]],))]
        else:
            game.start_hands()

    def describe(self, game, action):
        return f"Place a victory cube on {victory_name(action['card'])}"


@MOVES.add
class TakeCard(AomMove):
    kind = "take_card"
    args = {"card": str}

    def options(self, game, seat):
        if game.hand_room(seat) == 0:
            return []
        held = game.perm_hand[seat]
        return [act("take_card", card=c) for c in PERM if c not in held]

    def problem(self, game, seat, action):
        card = action["card"]
        if card not in PERM:
            return "Only permanent action cards are chosen openly; random cards are drawn unseen."
        if card in game.perm_hand[seat]:
            return f"{card_name(card)} is already in your hand."
        if game.hand_room(seat) == 0:
            return f"Your hand is full: {game.hand_limit(seat)} cards in your Age."
        return ""

    def apply(self, game, seat, action):
        card = action["card"]
        hand = game.perm_hand[seat]
        hand.append(card)
        hand.sort(key=PERM.index)
        game.emit(f"{game.seat_name(seat)} takes the permanent {card_name(card)} card.", seat, "hand")
        if game.hand_room(seat) == 0:
            game.hand_next()

    def describe(self, game, action):
        return f"Take the permanent {card_name(action['card'])} card"


@MOVES.add
class DrawCards(AomMove):
    kind = "draw_cards"
    args = {"count": int}

    def options(self, game, seat):
        top = min(game.hand_room(seat), game.cards_left(game.cult[seat]))
        return [act("draw_cards", count=k) for k in range(top + 1)]

    def problem(self, game, seat, action):
        k = action["count"]
        if k < 0:
            return "Draw no cards or more."
        if k > game.hand_room(seat):
            return (f"You may draw {game.hand_room(seat)} more: your hand holds at most {game.hand_limit(seat)} cards "
                    f"in your Age, counting the cards you kept.")
        if k > game.cards_left(game.cult[seat]):
            return f"The random deck holds only {game.cards_left(game.cult[seat])} cards."
        return ""

    def apply(self, game, seat, action):
        k = action["count"]
        name = game.seat_name(seat)
        if k:
            drawn = game.draw_random(seat, k)
            game.emit(f"You draw {', '.join(card_name(c) for c in drawn)}.", seat, "draw", reveals=True,
                      audience=(seat,), others=f"{name} draws {plural(len(drawn), 'random card')}.")
        game.emit(f"{name} has {plural(game.hand_count(seat), 'card')} for this turn.", seat, "hand")
        game.hand_next()

    def describe(self, game, action):
        k = action["count"]
        return f"Draw {plural(k, 'random card')} and end the choice" if k else "Draw no random card and end the choice"


@MOVES.add
class Play(AomMove):
    kind = "play"
    args = {"card": str, "use": str}

    def options(self, game, seat):
        out = []
        seen = set()
        for card in game.hand(seat):
            if card in seen:
                continue
            seen.add(card)
            plain = game.action_problem(seat, card, False)
            if CARD[card].god is None:
                if not plain:
                    out.append(act("play", card=card, use="action"))
                continue
            for use in USES:
                if not game.use_problem(seat, card, use, plain):
                    out.append(act("play", card=card, use=use))
        return out

    def problem(self, game, seat, action):
        card = action["card"]
        if card not in CARD or not game.in_hand(seat, card):
            return f"You hold no {card_name(card) if card in CARD else repr(card)} card."
        return game.use_problem(seat, card, action["use"])

    def apply(self, game, seat, action):
        card, use = action["card"], action["use"]
        game.remove_from_hand(seat, card)
        game.lay_down(seat, card)
        if game.round > D.ROUNDS:
            game.extra[seat] -= 1
        god = CARD[card].god
        game.cur = {"seat": seat, "card": card, "power": use != "action", "action": use != "power"}
        game.emit(f"{game.seat_name(seat)} plays {card_name(card)} for {USE_WORDS[use]}.", seat, "play")
        if use == "action":
            game.begin_action()
            return
        game.pay(seat, {"favor": god.favor})
        game.emit(f"{game.seat_name(seat)} pays {plural(god.favor, 'Favor cube')} for {god.title}.", seat, "power")
        game.begin_power()

    def describe(self, game, action):
        card, use = action["card"], action["use"]
        if CARD[card].god is None:
            return f"Play {card_name(card)}"
        god = CARD[card].god
        # the card's name already names its god power: "Njord “Storm”: Njord “Storm” only" said it twice
        return {"action": f"Play {card_name(card)}: the action only",
                "power": f"Play {card_name(card)}: the god power only ({god.favor} Favor)",
                "both": f"Play {card_name(card)}: the god power ({god.favor} Favor), then the action"}.get(use, use)


@MOVES.add
class PassCard(AomMove):
    kind = "pass_card"
    args = {"card": str}

    def options(self, game, seat):
        return [act("pass_card", card=c) for c in dict.fromkeys(game.hand(seat))]

    def problem(self, game, seat, action):
        card = action["card"]
        if card not in CARD or not game.in_hand(seat, card):
            return f"You hold no {card_name(card) if card in CARD else repr(card)} card to discard."
        return ""

    def apply(self, game, seat, action):
        card = action["card"]
        game.remove_from_hand(seat, card)
        game.lay_down(seat, card)
        if game.round > D.ROUNDS:
            game.extra[seat] -= 1
        game.emit(f"{game.seat_name(seat)} passes, discarding {card_name(card)}.", seat, "play")
        game.card_done()

    def describe(self, game, action):
        return f"Pass: discard {card_name(action['card'])}"

