"""What the seat to move may do beside placing a pid: the position's legal moves, the turn's buttons, the exchange.

The legal moves (engine/tripitz.py) are asked several times a frame (the strips' keys, the buttons, the status,
the glowing cavities) and answered once a position. The seat to move has one button of the game's own beside the
shared hint: Exchange, or Sit out when the engine allows that. Exchange turns the rack into a choice: tapped pids
are marked, Done exchanges them (they fly into the bag and new ones fly out), Cancel puts the choice away. When no
pid fits, the button to press calls for a tap (calling). The buttons' labels are also their keys: looked up when
asked, so a language switch renames them at once.
"""
from __future__ import annotations

from engine import tripitz as T
from games.tripitz import words
from ui.base.lang import t


class TurnChoices:
    """One scene's turn: its legal moves (cached per position), its buttons and its exchange's choice of pids."""

    def __init__(self, scene):
        self.scene = scene
        self.key = None                # the position (state, moves played) the answers below are for
        self.moves: list = []
        self.kinds = (False, False, False)   # (may exchange, may sit out, may place) in moves
        self.exchanging = False        # pids are being chosen for an exchange
        self.marked: set = set()       # slot indices chosen for the exchange

    # -- engine questions (cached per position) -------------------------------------------------------------------
    def legal(self) -> list:
        scene = self.scene
        key = (id(scene.state), len(scene.match.history))
        if key != self.key:
            self.key, self.moves = key, scene.state.legal_moves()
            moves = self.moves
            # asked several times a frame (the strips' keys, the buttons, the status): answered once a position
            # (a scan of the moves with dataclass comparisons cost 2 ms of every frame at a table of six)
            self.kinds = (any(isinstance(m, T.Exchange) for m in moves), T.SitOut() in moves,
                          any(isinstance(m, (T.Place, T.JokerSwap)) for m in moves))
        return self.moves

    def can_exchange(self) -> bool:
        self.legal()
        return self.kinds[0]

    def can_sit_out(self) -> bool:
        self.legal()
        return self.kinds[1]

    def can_place_now(self) -> bool:
        self.legal()
        return self.kinds[2]

    # -- the buttons' words -------------------------------------------------------------------------------------------
    @property
    def kids(self) -> bool:
        return self.scene.kids

    @property
    def exchange_word(self) -> str:
        return t("tripitz.together.button.swap") if self.kids else t("tripitz.domino.button.exchange")

    @property
    def DONE(self) -> str:
        return words.say(self.kids, "button.done")

    @property
    def CANCEL(self) -> str:
        return words.say(self.kids, "button.cancel")

    @property
    def SIT_OUT(self) -> str:
        return words.say(self.kids, "button.sit_out")

    # -- the buttons -----------------------------------------------------------------------------------------------
    def buttons(self) -> list:
        """The game's buttons now: [(label, callback)] (the scene's game_buttons)."""
        if self.scene.state.is_over:
            return []
        if self.exchanging:
            return [(self.DONE, self.confirm_exchange), (self.CANCEL, self.cancel_exchange)]
        return [(self.SIT_OUT, self.sit_out) if self.can_sit_out() else (self.exchange_word, self.start_exchange)]

    def enabled(self, label) -> bool:
        if label == self.exchange_word:
            return self.can_exchange()
        if label == self.DONE:
            return bool(self.marked)
        return True

    def calling(self) -> str | None:
        """The button that calls for a tap: the only way on when no pid can be placed (None: a pid can)."""
        if not self.exchanging and not self.can_place_now():
            return self.SIT_OUT if self.can_sit_out() else self.exchange_word if self.can_exchange() else None
        return None

    # -- the exchange ----------------------------------------------------------------------------------------------
    def put_away(self) -> None:
        """No exchange is being chosen (after a move or an undo, before a hint)."""
        self.exchanging, self.marked = False, set()

    def start_exchange(self) -> None:
        scene = self.scene
        scene.picker.clear()
        self.exchanging, self.marked = True, set()
        scene.say(words.say(scene.coop, "exchange_start", done=self.DONE))
        scene.refresh_buttons()

    def cancel_exchange(self) -> None:
        self.exchanging, self.marked = False, set()
        self.scene.refresh_buttons()

    def confirm_exchange(self) -> None:
        scene = self.scene
        seat = scene.state.current_player
        scene.play(T.Exchange(tuple(scene.slots[seat][i] for i in sorted(self.marked))))

    def sit_out(self) -> None:
        self.scene.play(T.SitOut())

    def choose(self, pos) -> None:
        """A tap while pids are chosen: a pid of the seat to move is marked (or unmarked); else say what to do."""
        scene = self.scene
        cur = scene.state.current_player
        for seat in scene.visible_racks():
            i = scene.racks[seat].slot_at(pos)
            if i is None:
                continue
            if seat != cur:
                scene.say(words.say(scene.coop, "not_your_turn", name=scene.seat_info(cur)[0]))
            elif scene.slots[cur][i] is not None:
                self.marked ^= {i}
                scene.refresh_buttons()
            return
        if scene.target_at(pos) is not None:
            scene.say(words.say(scene.coop, "exchange_choose", done=self.DONE, cancel=self.CANCEL))
