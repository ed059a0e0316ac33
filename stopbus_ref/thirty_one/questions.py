"""The questions each rule of the 31-point game answers, as players ask them, with short direct answers (en, nl, fr).

Part of the rulebook: `Rule.questions` reads them from here. 002's FAQ answers are lost (the file ends at its
heading), so its "The fine points" rulings come first (marked with their source); then questions players ask.
002 is English only: Dutch and French questions are answered with English quotes. The synonym table maps
players' words to the rulebook's, per language, for `stopbus ask` (ask.py).
"""

from __future__ import annotations

from ..rulebook_model import Question, parse_questions

QUESTIONS: dict[str, tuple[Question, ...]] = parse_questions("""
@31-game
en | Is this the Brag game? | No. The 31-point Stop the Bus is a second game, adjudicated only when chosen with --game thirty-one.
en | Is there a prial or a running flush in 31? | No. Brag hands belong to the Brag game (the default); here one suit's cards add up.
en | Do we float at zero in 31? | No floating here; ask the Brag rulebook for floating (stopbus ask without --game).
en | How do I choose the 31 game? | game: thirty-one in a record, --game thirty-one on the command line.
en | Which of the two is the default? | Brag; the 31-point one is used only when chosen.
nl | Is dit het Brag-spel? | Nee. Het 31-spel wordt alleen gebruikt met --game thirty-one.
fr | Est-ce le jeu de Brag ? | Non. Le jeu à 31 points n'est utilisé qu'avec --game thirty-one.

@31-players
en | How many players for 31? | Three to eight; two or nine and more are played by the same rules with a warning.
en | Can two people play 31? | Yes, with a warning: 002 is for three to eight players.
en | What is the most players we can have? | As many as one deck can deal: 17 (18 with jokers, 13 with four-card hands).
nl | Met hoeveel spelers speel je 31? | Drie tot acht spelers.
fr | Combien de joueurs au 31 ? | Trois à huit joueurs.

@31-lives
en | How many lives do we start with? | Three, unless the table agrees otherwise.
en | How many tokens does each player have? | Three lives each by default.
en | What does the lowest score cost? | One life.
nl | Hoeveel levens heb je? | Drie levens, tenzij anders afgesproken.
fr | Combien de vies au départ ? | Trois vies par défaut.

@31-deal
en | How many cards does everyone get in 31? | Three, dealt face down one at a time (four in the four-card variant).
en | How do you deal in 31? | Three cards each, one at a time, clockwise from the dealer's left.
en | Are the cards dealt face down? | Yes, face down, one at a time.
nl | Hoeveel kaarten krijg je bij 31? | Drie kaarten, één voor één, gedekt.
fr | Combien de cartes au 31 ? | Trois cartes, une à la fois, face cachée.

@31-pool
en | What are the face-up cards in the middle? | The pool (the 'bus'): three cards turned face up after the deal.
en | How many cards are in the pool? | Three (four in the four-card variant).
en | What is the bus? | The pool of three face-up cards beside the stock.
nl | Wat zijn de open kaarten in het midden? | De pot van drie open kaarten (de 'bus').
fr | Que sont les cartes visibles au milieu ? | La réserve de trois cartes face visible (le 'bus').

@31-first-turn
en | Who plays first in 31? | The player to the dealer's left.
en | Who starts the round? | The dealer's left goes first.
en | Does the dealer start? | No. The player to the dealer's left does.
nl | Wie begint bij 31? | De speler links van de deler.
fr | Qui commence au 31 ? | Le joueur à gauche du donneur.

@31-dealer-rotation
en | Who deals the next round? | The next surviving player to the left of the last dealer.
en | Does the deal move after each round? | Yes, to the left.
en | Who deals after a showdown? | The next player still in, to the last dealer's left.
nl | Wie deelt de volgende ronde? | De volgende speler links van de vorige deler.
fr | Qui distribue la manche suivante ? | Le joueur suivant à gauche du dernier donneur.

@31-turn-order
en | Which way does play go in 31? | Clockwise, skipping players who are out.
en | Do we go clockwise? | Yes. Turns go clockwise from the first player.
en | Are players who are out skipped? | Yes.
nl | Welke kant gaat het spel op bij 31? | Met de klok mee.
fr | Dans quel sens joue-t-on au 31 ? | Sens horaire.

@31-swap-one
en | What can I do on my turn? | Swap one card with the pool, swap all three, knock, or call Stop the Bus.
en | Can I swap a card with the middle? | Yes: give one hand card and take one pool card.
en | Where does the card I give away go? | Face down to the discard pile; the pool place is refilled from the stock.
en | Can I exchange one card with the pool? | Yes, one for one.
nl | Mag ik een kaart ruilen met het midden? | Ja, één kaart uit je hand voor één kaart uit de pot.
fr | Puis-je échanger une carte avec le milieu ? | Oui, une carte de la main contre une de la réserve.

@31-swap-all
en | Can I swap all three cards? | Yes: take the whole pool and give all your hand cards in one action.
en | Can I take all three and give back only two? | No. Swapping all means all three for all three: no cherry-picking.
en | Can I pick up the whole pool? | Yes, if you give your whole hand for it.
en@002 The fine points | May I take all three pool cards and return fewer? | No. You cannot pick up the pool, cherry-pick, and return fewer than three.
nl | Mag ik alle drie kaarten ruilen? | Ja, alle drie tegelijk, niet een paar uitkiezen.
fr | Puis-je échanger les trois cartes ? | Oui, les trois contre les trois, en une seule fois.

@31-refill
en | What happens to the empty space in the pool? | It is refilled at once with the stock's top card.
en | Is the pool filled back up after a swap? | Yes, from the top of the stock.
en | Where do new pool cards come from? | The stock's top card is turned up.
nl | Wordt de pot aangevuld na een ruil? | Ja, met de bovenste kaart van de voorraad.
fr | La réserve est-elle complétée après un échange ? | Oui, avec la carte du dessus de la pioche.

@31-knock
en | Can I knock? | Yes: a knock passes without swapping and gives every other player one more turn.
en | What does knocking do? | It starts the final circuit: everyone else has one more turn, then the showdown.
en@002 The fine points | What is the difference between knocking and calling? | Both give one final circuit; knocking passes without swapping.
en | Can I knock during the final circuit? | Yes, but there it is just a pass.
nl | Mag ik kloppen? | Ja: kloppen is passen zonder ruilen; iedereen krijgt nog één beurt.
fr | Puis-je frapper ? | Oui : frapper, c'est passer sans échanger ; chacun rejoue une fois.

@31-no-inspect
en | Can I look through the discard pile? | No. You may not inspect the discarded cards.
en | Am I allowed to count how many cards are left in the stock? | No. Nobody may count the stock.
en | Why doesn't the referee show the stock count? | Because players may not count the stock; it only says when a recycle is coming.
nl | Mag ik de afgelegde kaarten bekijken? | Nee. Afgelegde kaarten bekijken mag niet.
nl | Mag ik tellen hoeveel kaarten er nog op de stapel liggen? | Nee. De stapel tellen mag niet.
fr | Puis-je regarder les cartes défaussées ? | Non. On ne peut pas inspecter les cartes défaussées.
fr | Ai-je le droit de compter la pioche ? | Non. Personne ne peut compter la pioche.

@31-card-conservation
en | Can the same card be in the pool and in someone's hand? | No. Every card is in exactly one place: a hand, the pool, the stock or the discards.
en | Can a card I took from the pool turn up somewhere else? | No. It stays in your hand until you give it back in a swap.
en | Two players both show the king of hearts, what now? | A card cannot be in two places: the record breaks the card-conservation rule.
nl | Kan dezelfde kaart in de pot en in een hand zitten? | Nee. Elke kaart ligt op precies één plaats.
nl | Kan een kaart op twee plaatsen tegelijk liggen? | Nee. Een kaart is in een hand, de pot, de stapel of de aflegstapel.
fr | La même carte peut-elle être au milieu et dans une main ? | Non. Chaque carte est à un seul endroit.
fr | Une carte peut-elle être à deux endroits à la fois ? | Non. Une carte est dans une main, au milieu, dans la pioche ou la défausse.

@31-second-stop
en | Can someone stop the bus again during the final round? | No. After a stop or knock there is no second call; each other player just takes a final turn.
en | Can two people call stop in the same round? | No. Only one call per round; a second stop in the final circuit is refused.
en | After a knock, can another player knock too? | No. The final circuit has one call; the others only take their last turn.
nl | Mag iemand in de laatste ronde nog een keer stoppen? | Nee. Na een stop of klop volgt alleen nog één beurt per speler.
nl | Mogen twee spelers in dezelfde ronde stop roepen? | Nee. Een tweede stop in de laatste ronde mag niet.
fr | Peut-on arrêter le bus une deuxième fois pendant le dernier tour ? | Non. Après un arrêt ou un coup, chacun joue seulement son dernier tour.
fr | Deux joueurs peuvent-ils annoncer stop dans la même manche ? | Non. Un seul appel par manche ; un deuxième stop est refusé.

@31-stop
en | How do I stop the bus in 31? | Call 'Stop the Bus' on your turn instead of a normal action.
en | What happens after someone calls stop the bus? | Every other player has one final turn, then the showdown.
en | Is calling stop the same as knocking? | Nearly: both give every other player one final turn.
nl | Wat gebeurt er als iemand stop de bus roept? | Iedereen krijgt nog één beurt, dan volgt de showdown.
fr | Que se passe-t-il quand on crie stop the bus ? | Chaque autre joueur joue une dernière fois.

@31-final-circuit
en | How many turns after a knock? | Exactly one more turn for every other player.
en | Does the knocker play again? | No. The caller does not play again.
en | Can someone knock again after the first knock? | It is just a pass; a second stop is a rule error.
nl | Hoeveel beurten nog na een klop? | Nog één beurt voor iedere andere speler.
fr | Celui qui frappe rejoue-t-il ? | Non. Il ne rejoue pas.

@31-instant-31
en | What if I get 31? | The round ends at once and you cannot lose it.
en | Does 31 win straight away? | Yes. Exactly 31 ends the round immediately; the 31 holder is safe.
en | What if I am dealt 31? | It counts at once, right after the deal: the round ends.
nl | Wat als ik 31 heb? | De ronde stopt meteen; jij kunt niet verliezen.
fr | Et si j'ai 31 ? | La manche s'arrête aussitôt ; vous ne pouvez pas perdre.

@31-recycle
en | What happens when the stock runs out? | The discards and the cards still in the pool are shuffled into a new stock.
en | What if the deck runs out in 31? | Reshuffle the discards into a new stock and turn up fresh pool cards.
en | No more cards to refill the pool, what now? | Shuffle the discard pile into a new stock.
nl | Wat als de voorraad op is bij 31? | De afgelegde kaarten worden een nieuwe voorraad.
fr | Que faire quand la pioche est vide au 31 ? | Mélangez les défausses en nouvelle pioche.

@31-stock-exhausted
en@002 The fine points | What if there are not enough cards to refill the pool to three? | Deal out however many remain face up and continue; with none, go straight to the showdown.
en | Can the pool have fewer than three cards? | Yes, when fewer cards exist at all: it is played short.
en | No cards at all left? | The showdown comes at once.
nl | Wat als er niet genoeg kaarten zijn voor de pot? | Dan speel je met minder open kaarten.
fr | Et s'il ne reste pas assez de cartes pour la réserve ? | On joue avec ce qui reste.

@31-card-values
en | How much is an ace worth? | 11.
en | What are the picture cards worth? | King, queen and jack are 10 each.
en | What are the card values? | Ace 11, king queen jack 10, number cards their face value.
nl | Hoeveel is een aas waard? | 11; heer, vrouw en boer 10.
fr | Combien vaut un as ? | 11 ; roi, dame et valet 10.

@31-score
en | How do you count your score? | Add the cards of your best-represented suit.
en | Do the cards add up to 31? | Yes: add the cards of one suit; 31 is the best.
en | Do cards of different suits add together? | No. Only cards sharing one suit count together.
en | If I have two hearts and a club, what counts? | The two hearts; the third card is ignored.
nl | Hoe tel je je punten? | Tel de kaarten van je meest voorkomende kleur op.
fr | Comment compter les points ? | Additionnez les cartes de la couleur la plus représentée.

@31-three-suits
en | What if all my cards are different suits? | Your highest single card counts.
en | Three different suits, what is my score? | The value of the highest card.
en | Mixed hand with no two of a suit? | It scores its best single card.
nl | Wat als al mijn kaarten een andere kleur hebben? | Je hoogste kaart telt.
fr | Et si mes trois cartes sont de couleurs différentes ? | La plus forte carte compte.

@31-best-suit
en | Can we count the best suit total instead? | Yes, as a table option: --score best-suit.
en | Does A of hearts with 3 and 2 of clubs score 11 or 5? | 5 by 002's wording; 11 with the best-suit option.
en | Is there an option to score the highest suit? | Yes, options: score: best-suit.
nl | Kunnen we de hoogste kleurwaarde tellen? | Ja, met de optie best-suit.
fr | Peut-on compter la meilleure couleur ? | Oui, avec l'option best-suit.

@31-four-card
en | Can we play with four cards? | Yes: the four-card variant, four cards each and a pool of four.
en | How does scoring work with four cards? | The suit with the most cards scores; ties go to the higher total.
en | Can you score more than 31 with four cards? | Yes, four of a suit can pass 31; only exactly 31 is instant.
nl | Kun je met vier kaarten spelen? | Ja, de variant met vier kaarten.
fr | Peut-on jouer à quatre cartes ? | Oui, la variante à quatre cartes.

@31-jokers
en | Can we play with jokers? | Yes, in the jokers variant: up to two jokers, wild.
en | What is a joker worth? | Whatever gives the hand its highest total in one suit.
en | Are jokers wild? | Yes: a joker joins a suit as its highest missing card.
nl | Mogen er jokers meedoen? | Ja, in de variant met jokers; ze zijn wild.
fr | Joue-t-on avec des jokers ? | Oui, dans la variante jokers.

@31-lowest-loses
en | Who loses a life in 31? | The player with the lowest score.
en | What happens at the showdown? | Everyone shows; the lowest score loses one life.
en | Does the lowest hand lose? | Yes, one life.
nl | Wie verliest een leven bij 31? | De speler met de laagste score.
fr | Qui perd une vie au 31 ? | Le joueur au score le plus bas.

@31-tied-lowest
en@002 The fine points | What if two players tie for lowest? | All tied players each lose a life, not just one of them.
en | Tie lowest, who loses? | Everyone tied for the lowest score loses a life.
en | Do both lose when the lowest scores are equal? | Yes. Each of them loses a life.
nl | Wat als twee spelers gelijk laagste zijn? | Allebei verliezen ze een leven.
fr | En cas d'égalité pour le plus bas score ? | Chacun des joueurs à égalité perd une vie.

@31-caller-not-safe
en@002 The fine points | Is the player who calls Stop the Bus protected from losing a life? | No. If your hand is still the weakest after everyone's final turn, you lose a life regardless of who called.
en | Can the knocker lose? | Yes. A player who knocked loses like anyone else when lowest.
en | Is the person who stopped safe? | No. The caller loses a life when their score is lowest.
nl | Kan degene die klopt verliezen? | Ja, ook wie klopt of stopt verliest met de laagste score.
fr | Celui qui frappe peut-il perdre ? | Oui, s'il a le score le plus bas.

@31-elimination
en | When am I out? | When your lives reach 0: no floating in this game.
en | Do I float on zero lives? | No. At 0 lives you are eliminated at once.
en | What happens when I lose my last life? | You are out and are dealt no more cards.
nl | Wanneer ben je eruit bij 31? | Zodra je levens op 0 staan.
fr | Quand est-on éliminé au 31 ? | Dès que les vies tombent à zéro.

@31-last-survivor
en | Who wins 31? | The last player with lives left.
en | When does the game end? | When one player has lives left.
en | How do you win the game? | Be the last player with at least one life.
nl | Wie wint bij 31? | De laatste speler met levens.
fr | Qui gagne au 31 ? | Le dernier joueur qui a encore des vies.

@31-shared-win
en | What if everyone loses their last life at once? | They share the win.
en | Can the game end with no winner? | It ends in a shared win when one showdown takes everyone's last life.
en | All players out in the same round? | A shared win: nobody is eliminated, winner is null.
nl | Wat als iedereen tegelijk zijn laatste leven verliest? | Dan delen ze de overwinning.
fr | Et si tout le monde perd sa dernière vie en même temps ? | Ils partagent la victoire.

@31-blitz
en | What is Blitz? | The variant without knocking: calling blitz or 31 ends the round at once.
en | Is there a final circuit in Blitz? | No. Calling blitz ends the round immediately.
en | Does a real 31 win all lives back? | In Blitz, by the option blitz-31: lives back (the default) or knockout.
nl | Wat is Blitz? | Een variant zonder kloppen: blitz roepen stopt de ronde meteen.
fr | C'est quoi le Blitz ? | Une variante sans frapper : crier blitz arrête la manche.

@31-pot
en | Can we play with coins instead of lives? | Yes, the pot variant: each life lost goes into the pot.
en | Who gets the pot? | The last player with coins scoops it.
en | What is the pot variant? | Lives are coins; lost ones go into the pot.
nl | Hoe werkt de pot? | Elk verloren leven gaat in de pot; de winnaar krijgt alles.
fr | Comment marche le pot ? | Chaque vie perdue va au pot ; le dernier le rafle.

@31-instant-31
en | I got 31 straight from the deal, what now? | The round ends at once; 31 is checked right after the deal.
fr | Que se passe-t-il avec 31 dès la donne ? | La manche s'arrête tout de suite.

@31-swap-all
en | Can I swap all my cards at once? | Yes: all three hand cards for all three pool cards, in one action.
nl | Mag ik mijn hele hand ruilen? | Ja, je hele hand tegen de hele pot.

@31-score
en | How is a hand scored? | Add up the cards of the suit you hold most of.
en | What is my hand worth? | The total of its best-represented suit.
fr | Combien vaut ma main ? | Le total de la couleur la plus représentée.

@31-shared-win
en | We all lost our last life together, who wins? | Nobody alone: they share the win.

@31-final-circuit
en | After someone knocks do they get another go? | No. Everyone else has one more turn; the knocker does not play again.
en | What is the final circuit? | One more turn for every other player after the first knock or stop.

@31-players
en | How many can play thirty one? | Three to eight (two, and more, with a warning).

@31-lowest-loses
en | Who loses at the end of the round? | The lowest score loses a life.
fr | Qui perd à la fin de la manche ? | Le score le plus bas perd une vie.

@31-knock
en | What happens if I knock? | You pass without swapping; everyone else gets one more turn, then the showdown.
nl | Wat gebeurt er als ik klop? | Je past; iedereen krijgt nog één beurt.
fr | Que se passe-t-il si je frappe ? | Vous passez ; chacun joue encore une fois.

@31-card-values
en | How much are kings and queens worth? | 10 each, like jacks.
fr | Combien vaut un roi ? | 10, comme la dame et le valet ; l'as 11.
nl | Hoeveel zijn de plaatjes waard? | Heer, vrouw en boer 10; aas 11.

@31-game
en | Is there floating in this game? | No. There is no floating in the 31-point game: at 0 lives you are out.

@31-knock
en | Can I knock on my first turn? | Yes: any turn may be a knock.
en | When am I allowed to knock? | On your turn, before anyone else has knocked or stopped.

@31-final-circuit
en | Does the knocker get another turn? | No. Every other player gets one more turn; the knocker does not.

@31-card-values
en | Is the ace high or low? | High: the ace is worth 11.
en | What is a ten worth? | 10: number cards count their face value.

@31-instant-31
en | What is the highest score? | 31, which ends the round at once.
nl | Wat gebeurt er bij 31? | De ronde eindigt meteen; de 31-houder is veilig.
fr | Que se passe-t-il avec 31 ? | La manche s'arrête tout de suite.

@31-blitz
en | Is there a variant without knocking? | Yes, Blitz: no knocking, calling blitz ends the round at once.
fr | Existe-t-il une variante sans frapper ? | Oui, le Blitz.

@31-last-survivor
en | When is the game over? | When only one player has lives left.
fr | Quand la partie est-elle finie ? | Quand un seul joueur a encore des vies.

@31-jokers
fr | Les jokers sont-ils permis ? | Oui, dans la variante jokers (deux au plus), jokers jouant comme cartes manquantes.
@31-last-survivor
en | When is the whole game over? | When one player is left with lives.
@31-pot
en | Can we play for money? | Yes, the pot variant: lives are coins, lost ones go into the pot.

@31-swap-one
en | Can I take two cards from the pool? | No. Swap one card, or swap all three; nothing in between.

@31-game
nl | Bestaat er een prial in dit spel? | Nee, Brag-handen horen bij het Brag-spel (zonder --game).
fr | Y a-t-il des brelans dans ce jeu ? | Non, les mains de Brag sont l'autre jeu (sans --game).

@31-players
nl | Kunnen we met z'n tweeën spelen? | Ja, met een waarschuwing: 002 is voor drie tot acht.
fr | Peut-on jouer à deux ? | Oui, avec un avertissement.

@31-lives
en | How many lives until you're out? | Three by default: you are out when they reach 0.
nl | Met hoeveel levens begin je? | Drie, tenzij anders afgesproken.
fr | On commence avec combien de vies ? | Trois.

@31-deal
en | How many cards are dealt to each player? | Three each, one at a time.
nl | Hoeveel kaarten krijgt iedereen bij het delen? | Drie, één voor één.
fr | Combien de cartes reçoit chaque joueur ? | Trois, une à la fois.

@31-pool
en | Are there cards face up on the table? | Yes, the pool of three next to the stock.
nl | Hoeveel kaarten liggen er open in het midden? | Drie (vier met vier kaarten).
fr | Combien de cartes au milieu ? | Trois cartes face visible.

@31-first-turn
nl | Wie mag er als eerste? | De speler links van de deler.
fr | Qui joue en premier au 31 ? | Le joueur à gauche du donneur.

@31-dealer-rotation
nl | Gaat het delen naar links? | Ja, naar de volgende speler links.
fr | La donne passe-t-elle à gauche ? | Oui.

@31-turn-order
nl | Wie is na mij aan de beurt? | De volgende met de klok mee.
fr | Qui joue après moi ? | Le joueur suivant, sens horaire.

@31-swap-one
en | Can I swap two of my cards? | No: one card, or all three.
nl | Mag ik twee kaarten ruilen? | Nee, één kaart of alle drie.
fr | Puis-je échanger deux cartes ? | Non, une seule ou les trois.

@31-swap-all
fr | Puis-je prendre toute la réserve ? | Oui, en donnant toute votre main.

@31-refill
en | After I swap, does the pool get refilled? | Yes, at once from the top of the stock.
fr | Qui remplit la réserve ? | On retourne la carte du dessus de la pioche.

@31-knock
en | What does a knock mean? | A pass without swapping that starts the last round: everyone else gets one more turn.
nl | Wat betekent kloppen? | Passen zonder ruilen; daarna krijgt iedereen nog één beurt.
fr | Que veut dire frapper ? | Passer sans échanger ; chacun rejoue une fois.

@31-stop
nl | Kan ik stop de bus roepen bij 31? | Ja, in plaats van een gewone actie.
fr | Peut-on dire stop the bus au 31 ? | Oui, à la place d'une action.

@31-final-circuit
nl | Speelt degene die klopte nog een keer? | Nee, alleen de anderen krijgen nog een beurt.
fr | Combien de tours après avoir frappé ? | Un tour pour chaque autre joueur.

@31-instant-31
en | What if I'm dealt ace king queen of one suit? | That is 31: the round ends at once, right after the deal.
en | Does a 31 end the round? | Yes, at once.
nl | Eindigt de ronde bij 31? | Ja, meteen.

@31-recycle
nl | Wat als de stapel leeg is? | De aflegstapel wordt geschud tot nieuwe voorraad.
fr | La pioche est vide, que faire ? | Mélangez les défausses en nouvelle pioche.

@31-stock-exhausted
en | What if there aren't enough cards for the pool? | Play it short; with no cards at all, showdown.

@31-card-values
en | What is a jack worth? | 10.
en | Do number cards count their face value? | Yes: a 7 is 7.
nl | Hoeveel is een boer waard? | 10.
fr | Combien vaut un valet ? | 10.

@31-score
en | Do mixed suits add up? | No. Only cards of one suit add together.
en | Which suit do I count? | The one you hold most cards of.
nl | Tellen verschillende kleuren samen? | Nee, alleen kaarten van één kleur.
fr | Les couleurs différentes s'additionnent-elles ? | Non, une seule couleur compte.

@31-three-suits
en | No two cards of the same suit, what counts? | Your single highest card.
nl | Drie verschillende kleuren, wat is mijn score? | De waarde van je hoogste kaart.
fr | Trois couleurs différentes, combien ? | La valeur de la plus forte carte.

@31-best-suit
fr | Peut-on compter la couleur la plus forte au lieu de la plus représentée ? | Oui, avec l'option best-suit.

@31-four-card
nl | Hoe tel je met vier kaarten? | De kleur met de meeste kaarten telt.
fr | Comment compter avec quatre cartes ? | La couleur avec le plus de cartes compte.

@31-jokers
nl | Hoeveel is een joker waard? | Wat de hand het hoogst maakt in één kleur.
fr | Combien vaut un joker ? | La valeur qui donne le meilleur total.

@31-lowest-loses
nl | Wie verliest aan het eind van de ronde? | De laagste score.
fr | Qui perd à la fin ? | Le score le plus bas.

@31-tied-lowest
en | If everyone is tied at the bottom, do they all lose? | Yes. Every player tied for lowest loses a life.
nl | Gelijke laagste score, wie verliest? | Iedereen met die score.
fr | Deux scores les plus bas égaux, qui perd ? | Les deux perdent une vie.

@31-caller-not-safe
en | Does the person who knocked lose if they're lowest? | Yes. Knocking or calling does not protect.
fr | Celui qui a arrêté le bus est-il protégé ? | Non, il perd s'il a le score le plus bas.

@31-elimination
nl | Wat gebeurt er als je geen levens meer hebt? | Je bent uitgeschakeld.
fr | Que se passe-t-il à zéro vie ? | On est éliminé aussitôt.

@31-last-survivor
nl | Wanneer is het spel afgelopen? | Als één speler nog levens heeft.
fr | Quand finit la partie ? | Quand un seul joueur a encore des vies.

@31-shared-win
nl | Kan iedereen tegelijk verliezen? | Dan delen ze de winst.
fr | Tout le monde éliminé en même temps ? | Victoire partagée.

@31-blitz
nl | Is er een variant zonder kloppen? | Ja, Blitz.
fr | Qu'est-ce que le Blitz ? | Une variante sans frapper.

@31-pot
nl | Kunnen we om geld spelen? | Ja, met de pot-variant.
fr | Peut-on jouer avec de l'argent ? | Oui, la variante pot.

@31-card-values
en | How much is a jack worth? | 10.
en | Do face cards count 10? | Yes. King, queen and jack are 10 each.
en | Is an ace 11 or 1? | 11.
en | What are picture cards worth? | 10 each.
nl | Hoeveel is een heer waard? | 10.
nl | Hoeveel telt een aas? | 11.
fr | Combien vaut un as ? | 11.
fr | Combien valent les figures ? | 10 chacune.

@31-score
en | Two hearts and a spade, how do I score? | Only the two hearts count; the spade is ignored.
en | How do I count my points? | Add the cards of your best-represented suit.
en | Do different suits add together? | No. Only cards of one suit add up.
nl | Hoe tel ik mijn punten? | Tel de kaarten van dezelfde kleur op.
fr | Comment compter les points de ma main ? | On additionne les cartes de la même couleur.

@31-three-suits
en | All three cards different suits, what's my score? | Your highest single card.
nl | Drie verschillende kleuren, wat is mijn score? | De hoogste kaart.
fr | Trois couleurs différentes, combien je marque ? | La plus forte carte seule.

@31-knock
en | What happens after someone knocks? | Everyone else gets one more turn, then the showdown.
en | Can I knock on my first go? | Yes. A knock passes without swapping and starts the final circuit.
en | How do I knock? | On your turn, pass without swapping: everyone else then has one last turn.
nl | Wat gebeurt er als iemand klopt? | Iedereen krijgt nog één beurt, dan wordt er vergeleken.
nl | Hoe klop je? | Je past zonder te ruilen; de anderen krijgen nog één beurt.
fr | Que se passe-t-il quand quelqu'un frappe ? | Chacun joue encore un tour, puis on compare.
fr | Comment frapper ? | On passe sans échanger ; les autres jouent un dernier tour.

@31-final-circuit
en | After a knock does everyone get one more turn? | Yes, exactly one each, in order.
en | After someone knocks do the others get another go? | Yes. One more turn each.
en | How many turns after the knock? | One for each other player.
nl | Hoeveel beurten na het kloppen? | Nog één per speler.
fr | Combien de tours après avoir frappé ? | Un dernier tour pour chaque autre joueur.

@31-instant-31
en | I have exactly 31, does the round stop right away? | Yes. Holding 31 ends the round at once.
en | Dealt 31 straight away, what happens? | The round ends immediately.
nl | Ik heb meteen 31 na het delen, wat nu? | De ronde eindigt meteen.
nl | Wat als ik 31 heb? | De ronde stopt direct.
fr | J'ai 31 dès la donne ? | La manche s'arrête tout de suite.

@31-swap-one
en | Can I take two cards from the middle? | No. Swap one card, or all three at once.
en | Can I swap one of my cards for a face-up card? | Yes. Give one, take one.
nl | Mag ik één kaart ruilen met het midden? | Ja, één voor één.
fr | Puis-je échanger une carte avec le milieu ? | Oui, une contre une.

@31-swap-all
en | Can I swap my whole hand with the pool? | Yes. All three for all three, in one action.
en | Can I take all three middle cards? | Yes, giving all three of yours.
nl | Mag ik alle drie de kaarten ruilen? | Ja, alle drie tegelijk.
fr | Peut-on échanger les trois cartes d'un coup ? | Oui, les trois en une fois.

@31-refill
en | After I swap, where does the new middle card come from? | The top of the stock is turned up to refill the place.
en | Does the pool get refilled after a swap? | Yes, from the stock at once.
nl | Wordt het midden aangevuld na het ruilen? | Ja, met de bovenste kaart van de voorraad.
fr | Le milieu est-il complété après un échange ? | Oui, par la carte du dessus de la pioche.

@31-pool
en | How many cards in the middle? | Three face up (four in the four-card variant).
en | How many cards are face up on the table? | Three.
nl | Hoeveel kaarten liggen er open in het midden? | Drie.
fr | Combien de cartes au milieu de la table ? | Trois, faces visibles.

@31-lowest-loses
en | Lowest score loses what? | One life.
en | Who loses a life at the end of a round? | The player with the lowest score.
nl | Wie verliest een leven? | De speler met de laagste score.
fr | Qui perd une vie ? | Le plus petit score.

@31-tied-lowest
en | Two people tied on the lowest, who loses? | Both lose a life.
nl | Twee spelers hebben allebei het laagst, wie verliest? | Allebei een leven.
fr | Égalité pour le plus petit score, qui perd ? | Tous les ex aequo perdent une vie.

@31-caller-not-safe
en | Is the knocker safe? | No. The knocker loses a life when lowest.
en | If I knock and have the lowest, do I lose a life? | Yes.
nl | Is wie klopt veilig? | Nee.
fr | Celui qui frappe peut-il perdre une vie ? | Oui, s'il a le plus petit score.

@31-elimination
en | Out of lives, can I keep playing on zero? | No. There is no floating in this game: at 0 you are out.
en | Is there floating in 31? | No. At zero lives you are eliminated.
en | What happens at zero lives? | You are out at once.
nl | Ben ik uit bij nul levens? | Ja, er is geen drijven.
nl | Mag ik doorspelen zonder levens? | Nee.
fr | Plus de vies, je suis éliminé ? | Oui, pas de flottement ici.

@31-last-survivor
en | Who wins the game? | The last player with lives left.
en | When does the game end? | When one player has lives left.
nl | Wie wint het spel? | De laatste speler met levens.
fr | Qui gagne la partie ? | Le dernier joueur avec des vies.

@31-shared-win
en | What if everyone loses their last life at the same time? | They share the win.
nl | Wat als iedereen tegelijk zijn laatste leven verliest? | Ze winnen samen.
fr | Et si tout le monde perd sa dernière vie en même temps ? | Victoire partagée.

@31-lives
en | How many lives each? | Three unless agreed otherwise.
nl | Hoeveel levens heeft iedereen? | Drie.
fr | Combien de vies par joueur ? | Trois.

@31-players
en | How many people can play 31? | Three to eight.
en | What is the most players? | Eight by the rules; the tool accepts more with a warning.
nl | Met hoeveel spelers? | Drie tot acht.
fr | Combien de joueurs pour le 31 ? | Trois à huit.

@31-first-turn
en | Who goes first? | The player to the dealer's left.
en | Who starts the round? | Left of the dealer.
nl | Wie begint? | Links van de deler.
fr | Qui commence la manche ? | Le joueur à gauche du donneur.

@31-dealer-rotation
en | Who deals next round? | The next surviving player to the left of the last dealer.
nl | Wie deelt de volgende ronde? | De speler links van de vorige deler.
fr | Qui distribue la manche suivante ? | Le joueur à gauche du donneur précédent.

@31-turn-order
en | Does play go left or right? | Clockwise.
en | Which direction do turns go? | Clockwise, skipping players who are out.
nl | Welke kant op gaat het spel? | Met de klok mee.
fr | Dans quel sens on joue ? | Sens des aiguilles d'une montre.

@31-recycle
en | What if the stock runs out while refilling? | The discards and the pool are shuffled into a new stock.
nl | De voorraad is op bij het aanvullen? | De afgelegde kaarten worden geschud tot nieuwe voorraad.
fr | La pioche est vide pour remplir le milieu ? | On remélange la défausse pour refaire la pioche.

@31-stock-exhausted
en | Not enough cards left to fill the pool? | The pool is played short with what there is.
nl | Niet genoeg kaarten voor het midden? | Het midden wordt korter gespeeld.
fr | Pas assez de cartes pour le milieu ? | On joue avec ce qui reste.

@31-deal
en | How many cards are dealt to each player? | Three, one at a time.
nl | Hoeveel kaarten deel je uit? | Drie per speler.
fr | Combien de cartes distribue-t-on ? | Trois par joueur.

@31-jokers
en | Can we play with jokers wild? | Yes, with the jokers variant.
nl | Mogen we met jokers spelen? | Ja, de jokers-variant.
fr | Peut-on jouer avec des jokers ? | Oui, variante jokers.

@31-four-card
en | How does the four-card version work? | Four cards each and a pool of four.
en | Can we play with four cards? | Yes, the four-card variant.
nl | Kunnen we met vier kaarten spelen? | Ja, de vier-kaarten-variant.
fr | Peut-on jouer à quatre cartes ? | Oui, variante quatre cartes.

@31-blitz
en | What is blitz? | A variant without knocking: call blitz on 31 to end the round.
nl | Wat is blitz? | Een variant zonder kloppen.
fr | C'est quoi le blitz ? | Une variante sans frapper.

@31-stop
en | Can I call stop the bus instead of knocking? | Yes. Everyone else then has one final turn.
nl | Mag ik stop de bus roepen? | Ja, de anderen krijgen nog één beurt.
fr | Puis-je dire stop le bus ? | Oui, chacun joue un dernier tour.

@31-best-suit
en | Can I score my best single suit? | With the best-suit option, yes.
nl | Telt de beste kleur? | Met de best-suit-optie.
fr | Peut-on compter la meilleure couleur ? | Avec l'option best-suit.

@31-game
en | How do I play the 31 game with the tool? | Choose it: --game thirty-one, or game: thirty-one in a record.
en | How do I switch to the 31-point game? | --game thirty-one (or 31).
nl | Hoe kies ik het 31-spel? | Met --game thirty-one.
fr | Comment choisir le jeu du 31 ? | Avec --game thirty-one.

@31-pot
en | Can we play for money with a pot? | Yes, the pot variant.

@31-game
nl | Hoe speel ik 31 met dit programma? | Kies het spel: --game thirty-one.
nl | Is dit het Brag-spel of 31? | Standaard Brag; 31 kies je met --game thirty-one.
fr | Comment jouer au 31 avec l'outil ? | Choisissez --game thirty-one.
fr | C'est le Brag ou le 31 ? | Le Brag par défaut ; le 31 avec --game thirty-one.

@31-players
nl | Hoeveel mensen kunnen meedoen? | Drie tot acht.
nl | Kunnen we met z'n tweeën spelen? | Het spel is voor drie tot acht; de tool accepteert twee met een waarschuwing.
nl | Wat is het maximum aantal spelers? | Acht.
fr | À combien peut-on jouer au 31 ? | De trois à huit.
fr | Peut-on jouer à deux ? | Le jeu est pour trois à huit ; l'outil accepte deux avec un avertissement.
fr | Combien de joueurs au maximum ? | Huit.

@31-lives
nl | Met hoeveel levens begin je? | Drie, tenzij anders afgesproken.
nl | Hoeveel levens krijg je? | Drie.
fr | Combien de vies au départ ? | Trois, sauf accord contraire.
fr | On commence avec combien de vies ? | Trois.

@31-deal
nl | Hoe wordt er gedeeld? | Drie kaarten per speler, één voor één, gesloten.
nl | Hoeveel kaarten krijg je? | Drie.
fr | Comment distribue-t-on ? | Trois cartes faces cachées, une par une.
fr | Combien de cartes reçoit chaque joueur ? | Trois.

@31-pool
nl | Hoeveel kaarten liggen er in het midden? | Drie open kaarten.
nl | Wat is de pot of de bus in het midden? | De drie open kaarten waarmee je ruilt.
nl | Liggen de middelste kaarten open? | Ja, drie open kaarten.
fr | Combien de cartes retournées au milieu ? | Trois.
fr | C'est quoi les cartes au milieu ? | Trois cartes visibles avec lesquelles on échange.
fr | Les cartes du milieu sont-elles visibles ? | Oui, faces visibles.

@31-first-turn
nl | Wie mag er beginnen? | De speler links van de deler.
nl | Wie is als eerste aan de beurt? | Links van de deler.
fr | Qui joue en premier ? | Le joueur à gauche du donneur.
fr | Qui commence ? | À gauche du donneur.

@31-dealer-rotation
nl | Wie is de volgende deler? | De speler links van de vorige deler.
nl | Wie deelt er na deze ronde? | Links van de deler.
fr | Qui est le prochain donneur ? | Le joueur à gauche du dernier donneur.
fr | Qui distribue ensuite ? | Le joueur suivant à gauche.

@31-turn-order
nl | Gaat het met de klok mee? | Ja, met de klok mee.
nl | In welke volgorde spelen we? | Met de klok mee, wie uit is wordt overgeslagen.
fr | Joue-t-on dans le sens horaire ? | Oui.
fr | Dans quel ordre joue-t-on ? | Dans le sens des aiguilles d'une montre.

@31-swap-one
nl | Mag ik een kaart wisselen met de open kaarten? | Ja, één kaart geven en één nemen.
nl | Mag ik twee kaarten uit het midden pakken? | Nee: één kaart, of alle drie tegelijk.
nl | Hoeveel kaarten mag ik ruilen? | Eén, of alle drie.
fr | Puis-je prendre deux cartes au milieu ? | Non : une carte, ou les trois d'un coup.
fr | Combien de cartes peut-on échanger ? | Une, ou les trois.
fr | Je peux changer une carte avec la table ? | Oui, une contre une.

@31-swap-all
nl | Mag ik mijn hele hand omwisselen? | Ja, alle drie voor alle drie.
nl | Mag ik alle kaarten uit het midden nemen? | Ja, als je je drie kaarten teruggeeft.
fr | Puis-je échanger toute ma main ? | Oui, les trois contre les trois.
fr | Peut-on prendre tout le milieu ? | Oui, en donnant ses trois cartes.

@31-refill
nl | Waar komt de nieuwe kaart in het midden vandaan? | Van de voorraad, meteen open gelegd.
nl | Wordt de lege plek aangevuld? | Ja, met de bovenste kaart van de stapel.
fr | D'où vient la nouvelle carte du milieu ? | Du dessus de la pioche, retournée aussitôt.
fr | La place vide est-elle remplie ? | Oui, par la pioche.

@31-knock
nl | Mag ik kloppen in mijn eerste beurt? | Ja.
nl | Wat betekent kloppen? | Passen zonder te ruilen; daarna krijgt iedereen nog één beurt.
fr | Puis-je frapper au premier tour ? | Oui.
fr | Que veut dire frapper ? | Passer sans échanger ; chacun joue ensuite un dernier tour.

@31-stop
nl | Wat als iemand stop de bus roept? | Iedereen krijgt nog één laatste beurt.
nl | Kan ik de bus stoppen in plaats van kloppen? | Ja.
fr | Que se passe-t-il si on crie stop le bus ? | Chacun joue encore un tour.
fr | Peut-on arrêter le bus au lieu de frapper ? | Oui.

@31-final-circuit
nl | Krijgt iedereen nog een beurt na het kloppen? | Ja, precies één.
nl | Hoeveel rondes nog na een klop? | Nog één beurt per speler.
fr | Après avoir frappé, les autres rejouent ? | Oui, un tour chacun.
fr | Chacun a-t-il encore un tour ? | Oui, un seul.

@31-instant-31
nl | Wat als ik 31 heb na mijn ruil? | De ronde eindigt meteen.
nl | Eindigt de ronde direct bij 31? | Ja.
fr | Et si j'ai 31 après un échange ? | La manche s'arrête tout de suite.
fr | Avoir 31 termine la manche ? | Oui, aussitôt.

@31-recycle
nl | Wat als de stapel op is? | De aflegstapel wordt geschud tot een nieuwe voorraad.
nl | De voorraad is leeg, wat nu? | Schud de afgelegde kaarten opnieuw.
fr | Que faire quand la pioche est vide ? | On mélange la défausse pour refaire une pioche.
fr | Plus de cartes dans la pioche ? | La défausse est remélangée.

@31-stock-exhausted
nl | Er zijn te weinig kaarten om het midden te vullen? | Dan speel je met minder open kaarten.
nl | Wat als er geen kaarten meer zijn voor het midden? | Het midden blijft korter.
fr | Il n'y a plus assez de cartes pour le milieu ? | On joue avec ce qu'il reste.
fr | Et s'il ne reste aucune carte ? | On compare les mains.

@31-card-values
nl | Wat is een boer waard? | 10.
nl | Hoeveel tellen de plaatjes? | 10 elk.
fr | Combien vaut un valet ? | 10.
fr | L'as vaut 1 ou 11 ? | 11.

@31-score
nl | Tellen verschillende kleuren bij elkaar op? | Nee, alleen kaarten van één kleur.
nl | Twee harten en een schoppen, hoeveel punten? | Alleen de twee harten tellen.
fr | Les couleurs différentes s'additionnent ? | Non, seulement une couleur.
fr | Deux cœurs et un pique, combien ? | Seuls les deux cœurs comptent.

@31-three-suits
nl | Alle kaarten een andere kleur, wat telt? | De hoogste kaart.
nl | Geen twee van dezelfde kleur? | Dan telt je hoogste kaart.
fr | Aucune couleur en double, que compte-t-on ? | La plus forte carte.
fr | Trois cartes de couleurs différentes ? | La carte la plus haute.

@31-best-suit
nl | Mag ik de beste kleur tellen? | Met de optie best-suit.
fr | La meilleure couleur compte ? | Avec l'option best-suit.

@31-four-card
nl | Hoe werkt de variant met vier kaarten? | Vier kaarten per speler en vier in het midden.
fr | Comment marche la variante à quatre cartes ? | Quatre cartes chacun et quatre au milieu.

@31-jokers
nl | Zijn jokers wild? | In de jokers-variant wel.
fr | Les jokers sont-ils des cartes libres ? | Oui, dans la variante jokers.

@31-lowest-loses
nl | Wie de laagste score heeft verliest? | Ja, één leven.
nl | Wat verliest de laagste? | Eén leven.
fr | Le plus petit score perd quoi ? | Une vie.
fr | Qui perd à la fin de la manche ? | Le plus petit score.

@31-tied-lowest
nl | Wat als twee spelers gelijk laagste staan? | Ze verliezen allebei een leven.
nl | Gelijkspel voor de laagste score? | Allen verliezen een leven.
fr | Deux joueurs à égalité en bas, qui perd ? | Les deux perdent une vie.
fr | Ex aequo au plus bas score ? | Chacun perd une vie.

@31-caller-not-safe
nl | Kan wie klopt een leven verliezen? | Ja, met de laagste score.
nl | Is de klopper beschermd? | Nee.
fr | Celui qui frappe est-il protégé ? | Non.
fr | Si je frappe avec le plus petit score, je perds ? | Oui, une vie.

@31-elimination
nl | Wat gebeurt er met nul levens? | Je bent meteen uit.
nl | Bestaat drijven in 31? | Nee.
fr | Que se passe-t-il à zéro vie ? | Vous êtes éliminé.
fr | Peut-on flotter au 31 ? | Non.

@31-last-survivor
nl | Wanneer is het spel afgelopen? | Als nog één speler levens heeft.
nl | Wie is de winnaar? | De laatste met levens.
fr | Quand se termine la partie ? | Quand un seul joueur a encore des vies.
fr | Qui est le gagnant ? | Le dernier avec des vies.

@31-shared-win
nl | Iedereen tegelijk uit, wie wint? | Ze delen de overwinning.
fr | Tout le monde éliminé en même temps, qui gagne ? | Victoire partagée.

@31-blitz
nl | Hoe werkt blitz? | Geen kloppen; roep blitz bij 31.
fr | Comment marche le blitz ? | Pas de frappe ; on annonce blitz à 31.

@31-pot
nl | Hoe werkt de pot met geld? | Elk verloren leven gaat in de pot.
fr | Comment marche le pot ? | Chaque vie perdue va au pot.

@31-card-values
en | What do the number cards count? | Their face value: a 7 counts 7.
en | Is the king worth more than the jack? | No. King, queen and jack are all 10.
@31-score
en | What's my score with K and 5 of hearts and 9 of clubs? | 15: the two hearts; the club is ignored.
en | Do I add up all three cards? | Only when all three are the same suit.
en | What is the highest possible score? | 31: an ace and two ten-cards of one suit.
@31-knock
en | Can I knock at any time? | On your turn, instead of swapping, while nobody has knocked yet.
en | Is knocking the same as passing? | A knock passes without swapping and starts the final circuit.
en | What does knocking do? | It ends your turn without a swap and gives everyone else one last turn.
@31-final-circuit
en | Does the knocker play again after knocking? | No. Everyone else gets one turn, then the showdown.
en | How long does the round go on after a knock? | One more turn for each other player.
@31-swap-one
en | Can I swap two cards? | No. One card, or all three at once.
en | Do I have to swap on my turn? | No: swap one, swap all, knock or stop.
@31-swap-all
en | Can I swap all three for the pool? | Yes, all three at once.
@31-refill
en | Does a new card come up after I swap? | Yes, the stock's top card fills the empty place.
@31-pool
en | What are the cards in the middle called? | The pool (the bus): three face-up cards.
en | Are the middle cards face up? | Yes.
@31-lowest-loses
en | What happens to the player with the lowest hand? | They lose one life.
en | Does only the lowest score lose? | Yes, the lowest loses a life (all of them if tied).
@31-tied-lowest
en | What if there's a tie for last place? | Everyone tied lowest loses a life.
en | Tie for the lowest score? | All of them lose a life.
@31-caller-not-safe
en | Can the person who knocked lose a life? | Yes, if their score is lowest.
en | Does knocking protect you? | No.
@31-elimination
en | What happens when I lose my last life? | You are out at once: no floating.
en | Can I float on zero lives like in brag? | No. At zero you are eliminated.
@31-last-survivor
en | How do you win? | Be the last player with lives left.
@31-instant-31
en | What if someone gets 31? | The round ends at once.
en | Does getting 31 end the round straight away? | Yes.
@31-recycle
en | The deck ran out, what now? | The discards and pool are shuffled into a new stock.
@31-deal
en | Are the cards dealt face down? | Yes, three each, one at a time.
@31-first-turn
en | Who plays first after the deal? | The player to the dealer's left.
@31-dealer-rotation
en | Does the deal move round? | Yes, to the left after each showdown.
@31-turn-order
en | Is it clockwise? | Yes.
@31-lives
en | How many lives does everyone start with? | Three by default.
@31-players
en | Can two people play 31? | Only with a warning: the game is for three to eight.
@31-shared-win
en | What if the last two players both lose their last life? | They share the win.
@31-stop
en | What's the difference between knocking and stopping the bus? | Both start the final circuit; stop is called instead of a normal action.

@31-knock
en | Can a second player knock too? | Yes, but a knock during the final circuit is just a pass.
en | Can I knock twice? | No: after the first knock your turn does not come back; a later knock by others is a pass.
nl | Mag een tweede speler ook kloppen? | Ja, maar in de laatste ronde is kloppen gewoon passen.
fr | Un deuxième joueur peut-il frapper ? | Oui, mais pendant le dernier tour frapper revient à passer.
@31-instant-31
nl | Klopt het dat je bij 31 meteen wint? | De ronde eindigt meteen; wie het laagst staat verliest een leven.
@31-game
en | Is this the 31 game or Brag? | The 31-point game, chosen with --game thirty-one.
nl | Hoe kies ik het 31-spel in de tool? | Met --game thirty-one, of game: 31 in het verslag.
fr | Comment choisir le jeu du 31 ? | Avec --game thirty-one.

@31-players
en | What's the right number of players for 31? | Three to eight; other numbers with a warning.
nl | Met hoeveel spelers speel je 31? | Drie tot acht.
fr | Peut-on jouer à deux au 31 ? | Oui, avec un avertissement : le jeu est prévu pour trois à huit.

@31-lives
en | How many lives does everyone begin with? | Three, unless agreed otherwise.
nl | Met hoeveel levens begint iedereen? | Drie.
fr | Combien de vies chacun ? | Trois par défaut.

@31-deal
en | How many cards are dealt to each player? | Three, one at a time, face down.
nl | Hoeveel kaarten deel je uit? | Drie per speler, één voor één.
fr | Combien de cartes distribue-t-on ? | Trois chacun, une par une.

@31-pool
en | How many cards are turned up in the middle? | Three (four in the four-card variant).
nl | Hoeveel open kaarten liggen er? | Drie.
fr | Combien de cartes ouvertes au centre ? | Trois.

@31-first-turn
en | Who starts each round? | The player to the dealer's left.
nl | Wie begint er? | De speler links van de deler.
fr | Qui joue en premier ? | Le joueur à gauche du donneur.

@31-dealer-rotation
en | Who deals after the round? | The next surviving player to the left of the last dealer.
nl | Wie deelt de volgende ronde? | De speler links van de vorige deler.
fr | Qui donne à la manche suivante ? | Le joueur à gauche du dernier donneur.

@31-turn-order
en | Which way does play go? | Clockwise.
nl | Spelen we met de klok mee? | Ja.
fr | On tourne vers la gauche ? | Oui, sens horaire.

@31-no-inspect
nl | Mag je de voorraad tellen? | Nee.
fr | Peut-on regarder les cartes défaussées ? | Non.
fr | A-t-on le droit de compter la pioche ? | Non.

@31-card-conservation
en | Does a card I took have to be in my hand later? | Yes, until you give it in a swap.
nl | Kan een kaart op twee plekken liggen? | Nee.
fr | Une carte peut-elle être à deux endroits ? | Non.

@31-swap-one
en | How do I swap a single card? | Give one hand card and take one pool card.
nl | Hoe ruil ik één kaart? | Geef één kaart uit je hand en neem één kaart uit het midden.
fr | Comment échanger une seule carte ? | Donnez une carte de votre main, prenez une carte du milieu.

@31-swap-all
en | Can I exchange my whole hand for the pool? | Yes, all three for all three in one action.
nl | Mag ik alle drie de kaarten ruilen? | Ja, je hele hand tegen alle open kaarten.
fr | Peut-on échanger toute sa main ? | Oui, les trois cartes contre les trois du milieu.

@31-refill
en | Is the pool filled up again after a swap? | Yes, from the stock's top card.
nl | Wordt het midden weer aangevuld? | Ja, met de bovenste kaart van de voorraad.
fr | Le milieu est-il complété après un échange ? | Oui, avec la carte du dessus de la pioche.

@31-knock
en | What does a knock do? | It passes without swapping and starts the final circuit.
nl | Wat gebeurt er als je klopt? | Je past, en iedereen krijgt nog één beurt.
fr | Que fait-on quand on frappe ? | On passe sans échanger ; chacun a encore un tour.

@31-stop
en | Can I call stop the bus instead of knocking? | Yes; the others then have one final turn each.
nl | Mag ik stop de bus roepen? | Ja, in plaats van een gewone zet.
fr | Peut-on dire stop au 31 ? | Oui, chacun a ensuite un dernier tour.

@31-final-circuit
en | How many turns are left after a knock? | One for every other player.
nl | Hoeveel beurten nog na een klop? | Eén per andere speler.
fr | Combien de tours après avoir frappé ? | Un pour chaque autre joueur.

@31-second-stop
nl | Mag iemand nog een keer stop roepen in de laatste ronde? | Nee.
nl | Telt een tweede klop? | Nee, dat is gewoon passen.
fr | Un deuxième joueur peut-il frapper ? | Cela ne compte que comme un passe.
fr | Peut-on arrêter une deuxième fois ? | Non.

@31-instant-31
en | What if I get exactly 31? | The round ends at once.
nl | Wat gebeurt er bij precies 31? | De ronde stopt meteen.
fr | Que se passe-t-il avec 31 pile ? | La manche s'arrête aussitôt.

@31-recycle
en | The stock ran out, what now? | Shuffle the discards and the pool into a new stock.
nl | De voorraad is op, wat nu? | Schud de afgelegde kaarten en het midden tot een nieuwe voorraad.
fr | La pioche est épuisée, que faire ? | On mélange la défausse et le milieu pour une nouvelle pioche.

@31-stock-exhausted
en | Not enough cards to refill the pool? | The pool is played short.
nl | Niet genoeg kaarten om het midden te vullen? | Dan ligt er minder in het midden.
fr | Pas assez de cartes pour remplir le milieu ? | On joue avec moins de cartes au milieu.

@31-card-values
en | What are the cards worth? | Ace 11, face cards 10, numbers their value.
nl | Hoeveel punten is een plaatje? | 10.
nl | Wat is een kaart met een cijfer waard? | Haar eigen waarde.
fr | Que vaut une figure ? | 10.
fr | Combien valent les cartes numérotées ? | Leur valeur.

@31-score
en | How do I work out my score? | Add the cards of your best-represented suit.
nl | Hoe tel je je punten? | Tel de kaarten van dezelfde kleur op.
nl | Tel je kaarten van een andere kleur mee? | Nee, alleen de kleur met de meeste kaarten telt.

@31-three-suits
nl | Drie verschillende kleuren, wat is mijn score? | De hoogste kaart telt.
fr | Trois couleurs différentes, combien je marque ? | La valeur de la plus haute carte.

@31-best-suit
en | Is there a best-suit option? | Yes: --score best-suit scores the highest single-suit total.
nl | Kunnen we de beste kleur tellen in plaats van de meeste kaarten? | Ja, met de optie best-suit.
fr | Peut-on compter la couleur la plus forte ? | Oui, option best-suit.

@31-four-card
nl | Hoe werkt de variant met vier kaarten? | Vier kaarten elk, vier in het midden.
fr | Peut-on jouer avec quatre cartes ? | Oui, la variante four-card.

@31-jokers
nl | Mogen er jokers bij? | Ja, in de variant jokers: twee wilde jokers.
fr | Les jokers remplacent-ils n'importe quelle carte ? | Oui, dans la variante jokers.

@31-lowest-loses
nl | Wie verliest er een leven? | De laagste score.
fr | Le plus petit score perd ? | Oui, une vie.

@31-tied-lowest
nl | Twee spelers staan gelijk onderaan, wie verliest? | Allebei een leven.
fr | Égalité pour le plus bas, qui perd ? | Tous les ex aequo perdent une vie.

@31-caller-not-safe
en | Is the knocker protected? | No. The lowest score loses a life, knocker or not.
nl | Is de klopper veilig? | Nee.
fr | Celui qui frappe est-il protégé ? | Non.

@31-elimination
en | What happens at zero lives? | You are out at once; there is no floating.
nl | Wat gebeurt er bij nul levens? | Je bent meteen uitgeschakeld.
fr | À zéro vie, que se passe-t-il ? | On est éliminé aussitôt.

@31-last-survivor
en | When is the 31 game finished? | When one player has lives left.
nl | Wanneer is het spel voorbij? | Als nog maar één speler levens heeft.
fr | Quand se termine la partie ? | Quand un seul joueur a encore des vies.

@31-shared-win
en | Everyone left loses their last life together, who wins? | They share the win.
nl | Iedereen verliest tegelijk zijn laatste leven? | Dan delen ze de winst.
fr | Tout le monde perd sa dernière vie en même temps ? | Ils partagent la victoire.

@31-blitz
nl | Wat is de blitz-variant? | Geen kloppen: blitz roepen beëindigt de ronde meteen.
fr | C'est quoi le blitz ? | Pas de frappe ; annoncer blitz termine la manche.

@31-pot
nl | Kunnen we om geld spelen? | Ja, de variant pot: levens zijn munten.
fr | Peut-on jouer avec une cagnotte ? | Oui, la variante pot.

@house:score
en | Can our table count the best single suit as a house rule? | Yes: house: {score: best-suit} (or --house score=best-suit); A♥ 3♣ 2♣ then scores 11.
en | We play that the highest suit total counts, is that a house rule? | Yes, house rule score: best-suit; 002's step 7 (represented) is the default.
en | What is the score house rule? | score: represented (002, the default) or best-suit (the highest single-suit total).
nl | Mogen we als huisregel de beste kleur tellen? | Ja: house: {score: best-suit}.
fr | Peut-on compter la meilleure couleur en règle maison ? | Oui : house: {score: best-suit}.

@house:blitz-31
en | Does a genuine 31 in Blitz knock everyone out at our table? | Only under the house rule blitz-31: knockout; the default gives the holder's lives back.
en | What is the blitz-31 house rule? | lives-back (the default) or knockout: what a genuine 31 does in Blitz.
en | We play that 31 knocks out everyone in Blitz, how do I say so? | house: {blitz-31: knockout}, or --house blitz-31=knockout.
nl | Is 31 bij Blitz een knock-out als huisregel? | Alleen met house: {blitz-31: knockout}.
fr | En Blitz, 31 élimine-t-il tout le monde en règle maison ? | Seulement avec house: {blitz-31: knockout}.

@house:caller-safe
en | We play that the caller is safe, can the tool do that? | Yes: house: {caller-safe: true} (or --house caller-safe=true); the lowest of the others loses.
en | What is the caller-safe house rule? | false (002, the default: the caller is not protected) or true (the caller never loses a life).
en | Under our house rule the knocker is protected: who loses instead? | The lowest score among the other players (all tied at it); nobody when only 31 holders are left.
nl | Spelen we met de huisregel dat wie klopt veilig is? | Met house: {caller-safe: true} verliest wie klopt nooit een leven.
fr | Règle maison : celui qui frappe est protégé ? | Avec house: {caller-safe: true}, il ne perd jamais de vie.
@31-players
en | How many people can play? | Three to eight players.
en | Can we play with just two? | No. The game takes three to eight players.

@31-lives
en | How many lives do you start with? | Three each, unless the table agrees another number.

@31-deal
en | How many cards does everyone get? | Three each, dealt one at a time.

@31-pool
en | Are some cards dealt face up? | Yes. Three face-up cards form the pool.

@31-dealer-rotation
en | Who deals the next round? | The deal passes to the left.

@31-turn-order
en | Which direction do we play? | Clockwise.

@31-no-inspect
en | Can I look at the discarded cards? | No. Nobody may inspect the discards or count the stock.
en | Can we count the cards left in the stock? | No. Counting the stock is not allowed.

@31-swap-one
en | Can I swap a single card with the pool? | Yes. Take a pool card and put one of yours in its place.

@31-swap-all
en | Can I swap all three cards at once? | Yes. Your three cards for the whole pool.

@31-refill
en | Where do new pool cards come from? | From the stock, to fill the pool back to three.

@31-knock
en | What happens when you knock? | You pass, and every other player has one final turn.

@31-second-stop
en | Can someone else knock after a knock? | No. Only one knock or stop per round; the others just play their final turn.

@31-instant-31
en | What happens if someone has 31? | The round ends at once.

@31-stock-exhausted
en | What if there are not enough cards to fill the pool? | The pool is played short; with no card at all the showdown comes at once.

@31-card-values
en | How much are the cards worth? | Ace 11, king, queen and jack 10, the others their number.

@31-score
en | How is a hand scored? | The total of the cards of your best-represented suit.

@31-three-suits
en | What do you score when all three suits are different? | Your highest single card.

@31-tied-lowest
en | What if two players tie for lowest? | All tied lowest lose a life.

@31-caller-not-safe
en | Can the knocker lose a life? | Yes. Knocking does not protect you.

@31-elimination
en | What happens when you lose your last life? | You are out: there is no floating in 31.

@31-last-survivor
en | Who wins the game? | The last player with lives.

@31-shared-win
en | What if the last players all lose their last life together? | They share the win.

@31-four-card
en | Can we play with four cards? | Yes, the four-card variant: four each and a pool of four.

@31-jokers
en | Can we add jokers? | Yes, as the jokers variant: jokers are wild.

@31-blitz
en | What is the blitz variant? | No knocking: calling blitz ends the round at once.

@31-pot
en | Can we play with a pot of coins? | Yes, the pot variant: each life lost goes into the pot.
""")

SYNONYMS: dict[str, dict[str, str]] = {
    "en": {
        "middle cards": "pool", "face-up cards": "pool", "face up cards": "pool", "centre cards": "pool",
        "center cards": "pool", "trade": "swap", "exchange": "swap", "lives": "lives life", "tokens": "lives",
        "chips": "lives", "coins": "pot", "knocked out": "eliminated", "out of the game": "eliminated",
        "pile": "stock", "deck runs out": "stock empty recycle", "runs out": "stock empty", "run out": "stock empty",
        "picture cards": "king queen jack", "face cards": "king queen jack", "court cards": "king queen jack",
        "tie": "tied", "tie lowest": "tied lowest", "draw": "tied", "caller": "called stop", "knocker": "knocked",
        "three of a kind": "prial brag", "trips": "prial brag", "straight": "run brag", "floating": "float brag",
        "points": "score", "total": "score", "add up": "score", "immune": "safe protected", "protected": "safe",
        "dealt 31": "31 instant", "go": "turn", "goes": "turn", "loose": "lose", "lifes": "lives", "looses": "lose",
        "rap": "knock", "tap": "knock", "kitty": "pool", "widow": "pool", "table cards": "pool",
        "dead": "eliminated", "gone": "eliminated", "skip": "pass", "no cards left": "stock empty", "another go": "one more turn",
        "version": "variant", "on zero": "zero floating", "whole hand": "all three", "hits 31": "holds exactly 31",
        "hit 31": "holds exactly 31", "gets 31": "holds exactly 31", "get 31": "holds exactly 31",
        "check": "inspect", "look through": "inspect", "go through": "inspect",
    },
    "nl": {
        "kloppen": "knock", "klop": "knock", "klopt": "knock", "ruilen": "swap", "levens": "lives", "leven": "lives",
        "pot": "pool", "aas": "ace", "punten": "score", "gelijk": "tied", "heer": "king",
    },
    "fr": {
        "frapper": "knock", "frappe": "knock", "échanger": "swap", "vies": "lives", "vie": "lives",
        "égalité": "tied", "points": "score",
    },
}
"""Players' words read as the rulebook's (longest phrase first), per language."""
