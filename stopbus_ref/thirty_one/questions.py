"""The questions each rule of the 31-point game answers, as players ask them, with short direct answers (en, nl, fr).

Part of the rulebook: `Rule.questions` reads them from here. 002's FAQ answers are lost (the file ends at its
heading), so its "The fine points" rulings come first (marked with their source); then questions players ask.
002 is English only: Dutch and French questions are answered with English quotes. The synonym table maps
players' words to the rulebook's, per language, for `stopbus ask` (ask.py).
"""

from __future__ import annotations

from ..core.rules import Question, parse_questions

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
en | After a knock, can another player knock too? | It counts only as a pass: the first knock starts the final circuit, and a knock in it is just a pass.
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
fr | Combien valent les figures ? | 10 chacune.

@31-score
en | Two hearts and a spade, how do I score? | Only the two hearts count; the spade is ignored.
en | How do I count my points? | Add the cards of your best-represented suit.
en | Do different suits add together? | No. Only cards of one suit add up.
nl | Hoe tel ik mijn punten? | Tel de kaarten van dezelfde kleur op.
fr | Comment compter les points de ma main ? | On additionne les cartes de la même couleur.

@31-three-suits
en | All three cards different suits, what's my score? | Your highest single card.
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

@31-instant-31
en | I have exactly 31, does the round stop right away? | Yes. Holding 31 ends the round at once.
en | Dealt 31 straight away, what happens? | The round ends immediately.
nl | Ik heb meteen 31 na het delen, wat nu? | De ronde eindigt meteen.
fr | J'ai 31 dès la donne ? | La manche s'arrête tout de suite.

@31-swap-one
en | Can I take two cards from the middle? | No. Swap one card, or all three at once.
en | Can I swap one of my cards for a face-up card? | Yes. Give one, take one.
nl | Mag ik één kaart ruilen met het midden? | Ja, één voor één.

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
nl | Wie wint het spel? | De laatste speler met levens.
fr | Qui gagne la partie ? | Le dernier joueur avec des vies.

@31-shared-win
en | What if everyone loses their last life at the same time? | They share the win.

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
nl | Wie begint? | Links van de deler.
fr | Qui commence la manche ? | Le joueur à gauche du donneur.

@31-dealer-rotation
en | Who deals next round? | The next surviving player to the left of the last dealer.

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
nl | Hoeveel kaarten deel je uit? | Drie per speler.
fr | Combien de cartes distribue-t-on ? | Trois par joueur.

@31-jokers
en | Can we play with jokers wild? | Yes, with the jokers variant.
nl | Mogen we met jokers spelen? | Ja, de jokers-variant.
fr | Peut-on jouer avec des jokers ? | Oui, variante jokers.

@31-four-card
en | How does the four-card version work? | Four cards each and a pool of four.
nl | Kunnen we met vier kaarten spelen? | Ja, de vier-kaarten-variant.


@31-stop
en | Can I call stop the bus instead of knocking? | Yes. Everyone else then has one final turn.
nl | Mag ik stop de bus roepen? | Ja, de anderen krijgen nog één beurt.
fr | Puis-je dire stop le bus ? | Oui, chacun joue un dernier tour.

@31-best-suit
en | Can I score my best single suit? | With the best-suit option, yes.
nl | Telt de beste kleur? | Met de best-suit-optie.

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
nl | Wat is het maximum aantal spelers? | Acht.
fr | À combien peut-on jouer au 31 ? | De trois à huit.
fr | Combien de joueurs au maximum ? | Huit.

@31-lives
nl | Hoeveel levens krijg je? | Drie.

@31-deal
nl | Hoe wordt er gedeeld? | Drie kaarten per speler, één voor één, gesloten.
nl | Hoeveel kaarten krijg je? | Drie.
fr | Comment distribue-t-on ? | Trois cartes faces cachées, une par une.

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
fr | Puis-je frapper au premier tour ? | Oui.

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
fr | Peut-on flotter au 31 ? | Non.

@31-last-survivor
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
en | Can I float on zero lives like in brag? | No. At zero you are eliminated.
@31-last-survivor
en | How do you win? | Be the last player with lives left.
@31-instant-31
en | What if someone gets 31? | The round ends at once.
en | Does getting 31 end the round straight away? | Yes.
@31-recycle
en | The deck ran out, what now? | The discards and pool are shuffled into a new stock.
@31-first-turn
en | Who plays first after the deal? | The player to the dealer's left.
@31-dealer-rotation
en | Does the deal move round? | Yes, to the left after each showdown.
@31-turn-order
en | Is it clockwise? | Yes.
@31-lives
en | How many lives does everyone start with? | Three by default.
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

@31-players
en | What's the right number of players for 31? | Three to eight; other numbers with a warning.
fr | Peut-on jouer à deux au 31 ? | Oui, avec un avertissement : le jeu est prévu pour trois à huit.

@31-lives
en | How many lives does everyone begin with? | Three, unless agreed otherwise.
nl | Met hoeveel levens begint iedereen? | Drie.
fr | Combien de vies chacun ? | Trois par défaut.


@31-pool
en | How many cards are turned up in the middle? | Three (four in the four-card variant).
nl | Hoeveel open kaarten liggen er? | Drie.
fr | Combien de cartes ouvertes au centre ? | Trois.

@31-first-turn
en | Who starts each round? | The player to the dealer's left.
nl | Wie begint er? | De speler links van de deler.

@31-dealer-rotation
en | Who deals after the round? | The next surviving player to the left of the last dealer.
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
fr | Peut-on échanger toute sa main ? | Oui, les trois cartes contre les trois du milieu.

@31-refill
en | Is the pool filled up again after a swap? | Yes, from the stock's top card.
nl | Wordt het midden weer aangevuld? | Ja, met de bovenste kaart van de voorraad.

@31-knock
en | What does a knock do? | It passes without swapping and starts the final circuit.
nl | Wat gebeurt er als je klopt? | Je past, en iedereen krijgt nog één beurt.
fr | Que fait-on quand on frappe ? | On passe sans échanger ; chacun a encore un tour.

@31-stop
fr | Peut-on dire stop au 31 ? | Oui, chacun a ensuite un dernier tour.

@31-final-circuit
en | How many turns are left after a knock? | One for every other player.

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
nl | Tel je kaarten van een andere kleur mee? | Nee, alleen de kleur met de meeste kaarten telt.


@31-best-suit
en | Is there a best-suit option? | Yes: --score best-suit scores the highest single-suit total.
nl | Kunnen we de beste kleur tellen in plaats van de meeste kaarten? | Ja, met de optie best-suit.
fr | Peut-on compter la couleur la plus forte ? | Oui, option best-suit.

@31-four-card
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

@31-elimination
nl | Wat gebeurt er bij nul levens? | Je bent meteen uitgeschakeld.
fr | À zéro vie, que se passe-t-il ? | On est éliminé aussitôt.

@31-last-survivor
en | When is the 31 game finished? | When one player has lives left.
nl | Wanneer is het spel voorbij? | Als nog maar één speler levens heeft.

@31-shared-win
en | Everyone left loses their last life together, who wins? | They share the win.
nl | Iedereen verliest tegelijk zijn laatste leven? | Dan delen ze de winst.
fr | Tout le monde perd sa dernière vie en même temps ? | Ils partagent la victoire.

@31-blitz
nl | Wat is de blitz-variant? | Geen kloppen: blitz roepen beëindigt de ronde meteen.

@31-pot
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
en | Can we play with just two? | Yes, with a warning: 002 is for three to eight players, and two play by the same rules.

@31-lives
en | How many lives do you start with? | Three each, unless the table agrees another number.

@31-deal
en | How many cards does everyone get? | Three each, dealt one at a time.

@31-pool
en | Are some cards dealt face up? | Yes. Three face-up cards form the pool.


@31-turn-order
en | Which direction do we play? | Clockwise.

@31-no-inspect
en | Can I look at the discarded cards? | No. Nobody may inspect the discards or count the stock.
en | Can we count the cards left in the stock? | No. Counting the stock is not allowed.

@31-swap-one
en | Can I swap a single card with the pool? | Yes. Take a pool card and put one of yours in its place.

@31-swap-all
en | Can I swap all three cards at once? | Yes. Your three cards for the whole pool.


@31-knock
en | What happens when you knock? | You pass, and every other player has one final turn.

@31-second-stop
en | Can someone else knock after a knock? | Only as a pass: a knock during the final circuit is just a pass, and a stop there is refused.

@31-instant-31
en | What happens if someone has 31? | The round ends at once.

@31-stock-exhausted
en | What if there are not enough cards to fill the pool? | The pool is played short; with no card at all the showdown comes at once.

@31-card-values
en | How much are the cards worth? | Ace 11, king, queen and jack 10, the others their number.


@31-three-suits
en | What do you score when all three suits are different? | Your highest single card.


@31-caller-not-safe
en | Can the knocker lose a life? | Yes. Knocking does not protect you.

@31-elimination
en | What happens when you lose your last life? | You are out: there is no floating in 31.


@31-shared-win
en | What if the last players all lose their last life together? | They share the win.


@31-jokers
en | Can we add jokers? | Yes, as the jokers variant: jokers are wild.

@31-blitz
en | What is the blitz variant? | No knocking: calling blitz ends the round at once.

@31-pot
en | Can we play with a pot of coins? | Yes, the pot variant: each life lost goes into the pot.

@31-game
en | my mate says stop the bus is the one with prials and runs, is that a different game to this 31 one? | Yes. The Brag game with prials and runs is a separate game; the 31-point game is used only when you choose it.
en | we're playing the version where you add up one suit to 31, how do I tell the tool | Choose the 31-point game: --game thirty-one (or 31) on the command line, or game: thirty-one in the record.
en | Does the tool mix Brag rules into the 31 game? | No. The two games are kept apart and their rules are never mixed.
en | If I don't say which game, which one does it use? | The Brag game; the 31-point game is used only when chosen explicitly.
en | is --game 31 the same as --game thirty-one | Yes. 31 is an alias for thirty-one.
en | Can I just write game: 31 in my record? | Yes. game: 31 or game: thirty-one chooses the 31-point game.
en | What happens if I put a made-up variant in a 31 record? | It is an input error: unknown variants and options are refused.
en | Where did the FAQ answers of the 31 rules go? | They are lost: the source ends at the FAQ heading, so the tool reads its "The fine points" section instead.

@31-players
en | there's 9 of us, can we still play 31? | Yes, with a warning: the rules are for three to eight, but nine or more are played by the same rules.
en | Is 31 ok for just me and my partner? | Yes. Two players are played by the same rules, with a warning.
en | Can I play 31 on my own? | No. Fewer than two players is an input error.
en | What's the max number of players with the jokers in? | 18: as many as one deck with jokers can deal a hand each.
en | How many can sit in at four-card Stop the Bus? | Up to 13, as many as one deck can deal four cards each; three to eight is the standard.
en | we have 20 people, is that too many for one deck | Yes. More players than the deck can deal a hand each (17 without jokers) is an input error.
en | Is 31 meant for three or more players? | Yes. Three to eight players is the standard range.
en | Why does the tool give a warning with 2 players? | Because the game is for three to eight; two is allowed but flagged with a warning.

@31-lives
en | Can we start with five lives each instead of three? | Yes. Three is the default, but the table may agree another number.
en | can different players start with different numbers of lives | Yes. Lives can be set per player, each at least one.
en | Can someone start the game on zero lives? | No. Every player starts with at least one life.
en | How many lives do you lose for having the lowest hand? | One life at that showdown.
en | what are the counters for in 31 | They are lives: three each by default, and the lowest score at a showdown loses one.
en | Is three lives the standard? | Yes. Three lives per player is standard.
en | Can I give my little brother an extra life? | Yes. Lives can be given per player in the record, each at least one.
en | How do I set the lives in a record? | lives: one number for everyone, or a mapping per player.

@31-deal
en | Do you deal all three at once or one by one? | One at a time, going round the table.
en | Who gets the first card of the deal? | The player to the dealer's left, then clockwise.
en | Four card version, how many do I deal each? | Four each, one at a time.
en | Should the hands be dealt face up? | No. Hands are dealt face down.
en | Does the dealer deal themselves a hand too? | Yes. Three cards to every player still in the game, the dealer included.
en | The dealer gave Sam two cards in a row, is that right? | No. Cards are dealt one at a time, one to each player in turn clockwise.
en | deck mode record, what order is the deck in | The whole shuffled deck, top card first.
en | Which way round does the dealer deal? | Clockwise, starting with the player on the dealer's left.

@31-pool
en | After dealing, what do you do with the rest of the deck? | Turn the next three cards face up as the pool; the rest stays face down as the stock.
en | Why is it called the bus? | The bus is the pool: the three face-up cards turned up after the deal.
en | When do the three face-up cards get turned over? | Right after the deal, from the top of the stock.
en | Does the pool have four cards in four-card Stop the Bus? | Yes, four face-up cards.
en | Are the bus cards turned from the top of the deck? | Yes. They are the next three cards of the stock after the deal.
en | Is the kitty dealt face up or face down? | Face up: three cards turned up beside the stock after the deal.
en | hands mode record, do I have to list the pool | Yes. A hands-mode record gives the pool.
en | Is the pool turned up before or after the hands are dealt? | After: the hands are dealt first, then three cards are turned face up.

@31-first-turn
en | Does the person who dealt go first? | No. The player on the dealer's left goes first.
en | Kate dealt and Tom is on her left, who starts? | Tom: the player to the dealer's left plays first.
en | who kicks off each hand | The player to the dealer's left.
en | Does the youngest player start? | No. The player to the dealer's left goes first.
en | Is the first turn to the dealer's right? | No. The player to the dealer's left goes first.
en | Who gets the first chance to swap with the bus? | The player to the dealer's left.
en | new round, who opens? | The player to that round's dealer's left.
en | Who plays first, the dealer or the player next to them? | The player next to the dealer on their left.

@31-dealer-rotation
en | Does the same person deal every round? | No. The deal passes to the left after each showdown.
en | I dealt last hand, who deals now? | The next player still in the game on your left.
en | Which direction does the deal pass? | Clockwise: to the next surviving player on the last dealer's left.
en | Does the dealer change after someone loses a life? | Yes. After every showdown the deal moves to the next surviving player on the left.
en | The player on my left is out of the game and I just dealt, who deals next? | The next surviving player after them on your left.
en | do we pick a new dealer every round | No. A dealer is chosen for the first round; after that the deal passes left.
en | Amy dealt round two, who deals round three? | The next surviving player to Amy's left.
en | Does the winner of the round deal next? | No. The deal passes to the left of the last dealer.

@31-turn-order
en | Do we go round to the left? | Yes: play passes clockwise, to the next player on the left.
en | Who goes after me? | The next player clockwise who is still in the game.
en | Does a player who's been knocked out still get a go? | No. Turns skip players who are out.
en | Can we play anticlockwise? | No. Turns go clockwise.
en | Is it my turn after the person on my right? | Yes. Play passes clockwise, so you play after the player on your right.
en | order of play in 31 | Clockwise from the first player.
en | After the first player, whose turn is it? | The next player clockwise.
en | Does play go round the table the same way as the deal? | Yes, clockwise.

@31-no-inspect
en | Can I flip through the discards to see what's gone? | No. Nobody may inspect the discarded cards.
en | my mate keeps counting the stock, is that allowed | No. Nobody may count the stock.
en | Can I check what the last player binned? | No. Discarded cards may not be inspected.
en | Why won't the table referee tell me how many cards are left in the deck? | Because counting the stock is not allowed; it only says when the stock is empty.
en | Is it cheating to peek at the discard pile? | Yes. Inspecting the discards is not allowed.
en | Can I ask how many cards are left in the pile? | No. The stock may not be counted.
en | What does the live referee show the table? | Only what players may know: the pool and the lives, never the stock count.
en | Does the referee warn us when the stock is empty? | Yes. It says when the stock is empty and the next refill recycles the discards.

@31-card-conservation
en | Jo swapped the 7 of clubs away but the record still has it in her hand? | That breaks the rule: a card given away is in the discards and cannot be in her hand too.
en | The queen of spades is in the pool and in the stock list, is that an error? | Yes. Every card is in exactly one place.
en | Can a card be in the discard pile and in the pool at the same time? | No. A card is in one place only.
en | Two aces of hearts on the table, how can that be? | It cannot: with one deck every card is in one place, so the record breaks this rule.
en | Where can a card be? | In exactly one place: a hand, the pool, the stock or the discard pile.
en | I took the king from the pool, can it still show in the pool? | No. The card you took is in your hand until you give it away.
en | Is the card I discarded still in my hand? | No. Once given, it is in the discard pile.
en | Record shows the same card in Ann's hand and Ben's hand, which rule is that? | The one-place rule (card conservation): a card shown in two places breaks it.

@31-swap-one
en | Can I swap my 4 of clubs for the king of hearts in the middle? | Yes: give the 4 and take the king; the 4 goes face down to the discards.
en | Does the card I chuck go into the middle for the next player? | No. It goes face down to the discard pile; the gap is filled from the stock.
en | Can I take a card from the pool without giving one back? | No. A single swap gives one hand card for one pool card.
en | I swapped a card, can the next player pick up my discard? | No. It goes face down to the discards, not into the pool.
en | how do I write a one-card swap in a record | swap 7h for Kd, or {give: 7h, take: Kd}.
en | Can I swap one card with the top of the stock instead of the pool? | No. You take a pool card; the stock only refills the pool.
en | Is the card I give away put down face up or face down? | Face down, on the discard pile.
en | Sam took the ace from the bus and put down his 3, where does the 3 go? | Face down on the discard pile; the ace's place is refilled from the stock.

@31-swap-all
en | If I swap the lot, can I keep one of my own cards? | No. Swap all gives all your hand cards for all the pool cards.
en | Do my three old cards go into the pool when I swap all? | No. They are discarded and every pool place is refilled from the stock.
en | Can I pick up all three, look at them, and put one back? | No. No cherry-picking: all three for all three in one action.
en | Can I swap all when the pool only has two cards? | No. Swap all is not allowed against a pool that could not be filled to three.
en | Is swapping my whole hand one turn or three? | One action, in one turn.
en | After a swap all, how many new cards come up? | Every pool place is refilled from the stock: three new cards.
en | Can I bin my whole hand and take the bus? | Yes: all three hand cards for all three pool cards.
en | In the four-card game can I swap all four? | Yes. Swap all takes all the pool cards and gives all your hand cards.

@31-refill
en | What fills the gap in the pool after a swap? | The stock's top card, turned up at once.
en | Does the pool stay at three cards all the time? | Yes. Each place emptied by a swap is refilled at once from the stock.
en | Do we top up the pool at the end of the round or straight away? | Straight away, right after the swap.
en | Can I choose the replacement card from anywhere in the stock? | No. It is always the stock's top card.
en | After a knock does a new card come up? | No. Only places emptied by a swap are refilled.
en | hands mode, how do I say which card got turned up | Name it: turn 4c.
en | Is the new pool card turned face up? | Yes. The stock's top card is turned face up into the empty place.
en | Alex took the 9 from the middle, what goes in its place? | The top card of the stock, turned up at once.

@31-knock
en | Can I just pass without swapping? | Yes: that is a knock, and it gives every other player one more turn.
en | I knocked on the table, do I still get to swap? | No. A knock is a pass without swapping.
en | Ben knocked, then Amy knocks on her last go, does that start another circuit? | No. A knock in the final circuit is just a pass.
en | Is a knock a pass or does it end the round? | Both: it passes without swapping and starts the final circuit, then the showdown.
en | Can I knock instead of taking from the bus? | Yes. A knock passes without swapping.
en | If I'm happy with my hand can I rap the table? | Yes, knock: you pass and everyone else has one more turn.
en | Does knocking use up my turn? | Yes. Your turn is a pass, and the final circuit starts.
en | After someone knocks does anyone need to call stop the bus? | No. After a knock the others get one more turn and hands are shown without anyone calling.

@31-stop
en | Can I call stop the bus and still swap a card? | No. The call is made instead of a normal action.
en | I called stop the bus, do I get another go? | No. The caller does not play again.
en | Does stop the bus end the round straight away or does everyone get a go? | Everyone else gets one final turn in clockwise order, then the showdown.
en | When can I shout stop the bus? | On your turn, instead of a normal action.
en | The rules say stop the bus ends the round immediately, is that right? | Not quite: every other player still has one final turn, then hands are shown.
en | Does stopping the bus give the others fewer turns than a knock? | No. Both give every other player one final turn.
en | Can I call stop on somebody else's turn? | No. You call it on your own turn.
en | Who goes after I call stop the bus? | The next player clockwise, for their final turn, then the others in order.

@31-final-circuit
en | After a knock, does the round end when it gets back to the knocker? | Yes. Everyone else has one turn, then the showdown; the knocker does not play again.
en | In the last circuit after a knock, can I still swap all three? | Yes. A final turn may be a swap, a swap all or a knock (a pass).
en | Can I still swap a card on my final turn? | Yes, one card or all three.
en | Jo knocked and when it came back round she wanted to swap, allowed? | No. The caller does not play again.
en | Do the others take their last turns in order? | Yes, one each, in clockwise order.
en | What can I do on my last go after someone stopped? | Swap one, swap all, or knock, which is a pass there.
en | How many extra turns does each player get once someone's called? | Exactly one.
en | Someone had two goes after the knock, is that allowed? | No. Each other player has exactly one more turn; a turn after the circuit is a rule error.

@31-second-stop
en | Ben knocked, then Amy calls stop the bus on her last turn, allowed? | No. A stop during the final circuit is refused.
en | Can I call stop the bus after someone already knocked? | No. In the final circuit your turn is a swap, a swap all or a knock (a pass).
en | Is there only one call per round? | Yes. A second stop in the final circuit is a rule error.
en | can you stop the bus twice | No. Once the final circuit has started, another stop is refused.
en | If I call stop in the final circuit, do the others get another turn? | No. The stop is refused; your final turn is a swap, a swap all or a pass.
en | Someone stopped, can I stop it back to get more turns? | No. A second stop is refused.
en | Why can't I stop the bus during the last circuit? | Each other player gets just one final turn; a second call would change nothing, so it is a rule error.
en | What error do I get for a second stop? | It is reported as breaking 31-final-circuit.

@31-instant-31
en | I swapped and now I have A K Q of spades, do the others get a last go? | No. The moment you hold 31 the round ends at once.
en | Can the person with 31 lose a life? | No. The 31 holder cannot lose.
en | Someone got 31, who loses a life then? | The lowest score among the other players, all of them if tied.
en | Does A 10 J of hearts count as 31? | Yes: an ace and two ten-value cards of one suit, so the round ends at once.
en | Got 31 after swapping all three, does it end now? | Yes. 31 is checked after each action.
en | What does "the next-lowest loses" mean when someone has 31? | The 31 holder is safe and the lowest score among the others loses a life.
en | Ann hit 31, can Ben still take his turn? | No. Later turns are a rule error.
en | If I get 31 in the final circuit does it end straight away? | Yes. 31 is checked after every action and ends the round at once.

@31-recycle
en | Stock's gone and I need a new pool card, what do we do? | Shuffle the discard pile and the cards still in the pool into a new stock and turn up fresh pool cards.
en | When the deck runs out do the pool cards get shuffled in too? | Yes. The discards and the cards still in the pool make the new stock.
en | Does the card I just threw away go into the reshuffle? | Yes. It is always among the recycled cards.
en | The rules say recycle only before anyone calls; what if the stock runs out in the final circuit? | It is recycled then too, so the final swap can refill the pool.
en | Run out of cards after a knock, do we go straight to the showdown? | No. The stock is recycled in the final circuit too.
en | do we reshuffle the bin pile when the stock is empty | Yes, together with the pool cards, into a new stock.
en | After the reshuffle, are new pool cards turned up? | Yes. Fresh pool cards are turned up from the new stock.
en | In a record, how do I give the new stock order after a reshuffle? | With reshuffles, or name each card turned with turn.

@31-stock-exhausted
en | 17 players and only one card left for the pool, what happens? | The pool is played short with that one card.
en | Can the pool be completely empty? | If no card exists at all for it, the showdown comes at once.
en | The pool only has two cards, can we keep playing? | Yes. When fewer than three cards exist, the pool is played short.
en | When can the pool end up short of three cards? | Only when too few cards exist at all, in practice at the deal of a very large table.
en | Huge table, no cards left at all after dealing, what now? | The showdown comes at once.
en | Not enough cards even after reshuffling, what do we do? | Play the pool short with what there is; with none, go to the showdown.
en | Do we play on with a short pool? | Yes, with what there is.
en | Is it straight to the showdown if there aren't any cards left for the pool? | Yes, if no card exists at all.

@31-card-values
en | Does a queen count the same as a ten? | Yes, both are 10.
en | How many points is a 9? | 9: number cards count their face value.
en | Is the ace worth 1 in this game? | No. An ace is 11.
en | What's the 2 worth? | 2.
en | Do kings count more than tens? | No. Kings and tens are both 10.
en | value of a J | 10.
en | My mate says aces are 10 like picture cards, right? | No. An ace is 11; king, queen and jack are 10.
en | pip values in 31 | Ace 11; king, queen and jack 10; number cards their face value.

@31-score
en | K of hearts with the 7 and 4 of clubs, is that 21? | No, 11: only the 7 and 4 of clubs count.
en | I have the ace of spades and the 3 and 2 of diamonds, doesn't the ace count? | No. The two diamonds score 5 and the lone ace is ignored.
en | 8 9 10 of clubs, what's that worth? | 27: all three of one suit add up.
en | How do I count two of one suit and one odd card? | Add the two of the same suit and ignore the odd one.
en | Can I count my single high card instead of my two suited cards? | No. With two of a suit those two score, even when the third is worth more.
en | What's a flush worth in 31? | All three cards of one suit are added together.
en | Q J of diamonds and ace of clubs, what's my score? | 20: the two diamonds; the ace is ignored.
en | Does the biggest card always count? | No. The best-represented suit counts, not the biggest card.

@31-three-suits
en | K of spades, 9 of hearts, 4 of clubs, what do I score? | 10: with three different suits the highest single card counts.
en | Ace, 2 and 3 all in different suits, score? | 11: the ace alone.
en | Rainbow hand, what's it worth? | Its highest single card.
en | Three different suits, do I add them up? | No. Only the highest card counts.
en | No two cards of a suit at all, just odd cards, what counts? | The best single card.
en | Which suit is my scoring suit if all three are different? | The high card's suit; none when two cards tie for highest.
en | K Q 5 of different suits, is that 10 or 25? | 10: one card counts when all suits differ.
en | Is a hand with three suits worth zero? | No. It scores its highest card.

@31-best-suit
en | How do I turn on best-suit scoring on the command line? | --score best-suit.
en | With the best-suit option, ace of hearts and 3 2 of clubs scores what? | 11: the highest single-suit total.
en | Is best-suit scoring the default? | No. The default counts the best-represented suit; best-suit is an option.
en | What does options: score: best-suit do? | A hand scores its highest single-suit total.
en | Can a lone ace beat two small cards of a suit? | Only with the best-suit option: then the ace scores 11.
en | best suit option, what changes | The highest single-suit total counts, even if it is a single card.
en | Is the best-suit option in the original rules? | No. It is an agreement many groups use, not the source's wording.
en | K of hearts with 2 and 3 of clubs under best-suit? | 10: the king alone beats the clubs' 5.

@31-four-card
en | Four cards each, two hearts and two spades, which counts? | The suit with the higher total, since both have two cards.
en | Can I go over 31 with four cards? | Yes, four of a suit can; only exactly 31 is the instant win.
en | Four clubs adding up to 38, is that an instant win? | No. Only exactly 31 ends the round at once.
en | In four-card, three spades and one heart, what counts? | The three spades; the heart is ignored.
en | Does the tool know the four-card game? | Yes: variant four-card.
en | How do I play the four-card variant in a record? | variant four-card: four cards each and a pool of four.
en | With four cards, does the suit with most cards count even if its total is lower? | Yes. The suit with most cards scores; the total only decides between suits tied for most.
en | Is 31 still the magic number with four cards? | Yes. Exactly 31 wins instantly; four of a suit can go above it.

@31-jokers
en | How many jokers can go in? | Up to two, the red and the black joker.
en | Joker with K Q of hearts, what is it? | The ace of hearts: the hand is 31.
en | Joker plus the 7 and 8 of spades, what's my score? | 26: the joker counts as the ace of spades.
en | Is 31 made with a joker a real 31? | Yes. A hand holding 31 by jokers is 31.
en | Found a joker in the deck in a normal game, is that ok? | No. Outside the jokers variant a joker is an input error.
en | Can a joker be any card I like? | It counts as the highest card of a suit not already in the hand, whichever gives the best one-suit total.
en | Two jokers and the king of clubs? | 31: the jokers count as the ace and queen of clubs.
en | How do I write the jokers in a record? | RJ and BJ.

@31-lowest-loses
en | Ben 15, Amy 22, Sam 27, who loses a life? | Ben, with the lowest score.
en | Does the highest score win anything? | No more than safety: only the lowest score loses a life.
en | Does everyone have to show their hand at the end? | Yes. Every player still in the game shows at the showdown.
en | Only the worst hand loses? | Yes, one life.
en | Lowest score loses how many lives? | One.
en | does the second lowest lose anything | No. Only the lowest score loses a life.
en | At the end of a round, who drops a life? | The player with the lowest score.
en | Do players who are out show a hand at the showdown? | No. Only players still in the game show.

@31-tied-lowest
en | Amy and Ben both have 14 and that's the lowest, who loses? | Both lose a life.
en | Three players tied at the bottom on 12, do all three lose? | Yes. Each of them loses a life.
en | Do we break a tie for lowest on the high card? | No. All tied for lowest lose a life.
en | Joint lowest, does just one lose? | No. Each of them loses a life.
en | tie on lowest score, do we replay | No. Each tied player loses a life.
en | Is a tie for last decided by who called? | No. Everyone tied for lowest loses a life.
en | Two people on 19 and the rest higher, what happens? | Both lose a life.
en | Does a draw at the bottom cost both players a life? | Yes.

@31-caller-not-safe
en | I called stop the bus and I'm lowest, do I lose a life? | Yes. The caller is not protected.
en | Does calling stop the bus protect you? | No. The caller loses like anyone else when lowest.
en | Ben knocked with 18 and ended up lowest, is he safe? | No. He loses a life.
en | My mate says whoever calls can't lose, true? | No. The caller loses a life when their score is lowest.
en | Is the stopper immune? | No.
en | If the knocker ties for lowest, do they lose too? | Yes, like anyone else tied lowest.
en | Does the knocker get any protection for knocking early? | None: a knocker with the lowest score loses a life.
en | Does the person who stopped the bus lose if their hand is the weakest? | Yes.

@31-elimination
en | I'm on zero lives, am I out? | Yes, at once: there is no floating.
en | Once I'm knocked out do I still get dealt in? | No. An eliminated player is dealt no more cards.
en | Lost my third life, can I keep playing? | No. At 0 lives you are eliminated.
en | Is there a free ride on zero like in Brag? | No. There is no floating in the 31 game.
en | Out of lives, do I still get turns? | No. An eliminated player plays no more turns.
en | When exactly am I eliminated? | As soon as your lives reach 0.
en | Can I come back in after being knocked out? | No. An eliminated player is dealt no more cards and plays no more turns.
en | Does losing all three lives knock you out? | Yes.

@31-last-survivor
en | Only Sam has lives left, is the game over? | Yes. Sam is the winner.
en | Do we play another round once only one player has lives? | No. A further deal is a rule error.
en | How is the overall winner decided? | The last player with at least one life left wins.
en | two players left, when does it end | When only one of them has lives left.
en | Who wins if I'm the last one with a life? | You do.
en | Does the winner need to have all their lives? | No. Being the last with at least one life is enough.
en | Is there a points winner or is it last man standing? | Last man standing: the last player with lives wins.
en | Kim has 1 life and everyone else is out, who won? | Kim.

@31-shared-win
en | Last two players both on one life tie for lowest, who wins? | They share the win.
en | Do we replay the round if everyone left loses their last life? | No. They share the win.
en | All three of us lost our last lives in the same showdown, who's eliminated? | Nobody is listed as eliminated; you share the win.
en | Can there be a joint winner? | Yes, when one showdown takes the last life of every remaining player.
en | What is winner in the JSON for a shared win? | null; shared_win names them in seating order.
en | everyone left went out together at the end, is it a draw? | Yes, a shared win among them.
en | Do the last players' lives go below zero when they share the win? | No. Their lives stay at 0 and they share the win.
en | Is it possible that nobody wins alone? | Yes: a shared win when all remaining players lose their last life at once.

@31-blitz
en | In blitz can I knock? | No. There is no knocking in Blitz.
en | Someone calls blitz, do we get one more go? | No. The round ends at once, with no final circuit.
en | What do I say to end the round in blitz? | Call blitz, 31 or stop on your turn.
en | Can I call blitz in the normal game? | No. Blitz or 31 outside the variant is a rule error.
en | In the fast version with no knocks, how does a round end? | A player calls blitz on their turn and the round ends at once.
en | What does a genuine 31 do in Blitz by default? | The holder's lives return to their starting number and the lowest of the others loses one.
en | Is Blitz the same as 31? | Blitz is also called 31: the variant with no knocking, where a call ends the round at once.
en | How do I turn on blitz in a record? | variant blitz.

@31-pot
en | How many coins go in the pot each round? | One for each life lost.
en | Do lives work as coins in the pot variant? | Yes. Each life is a coin, and lost ones go into the pot.
en | Who scoops the money at the end? | The last player with coins left.
en | Shared win with a pot, how is it split? | Equally between those who share the win; a remainder of less than a coin each stays undivided.
en | Do we each put in a separate stake? | No. Your starting lives are your stake.
en | Is the pot variant the unlimited lives one? | Yes: lives are coins, and lost ones go into the pot.
en | Lowest score in the pot game, what do they do? | They lose a life, which is one coin into the pot.
en | Does the JSON show how much is in the pot? | Yes, after each round.

@house:score
en | At our table we count the best suit even if it's a single ace, can we set that? | Yes: house rule score: best-suit (house: {score: best-suit} or --house score=best-suit).
en | Some people score a lone high card over two small suited ones, can we agree that? | Yes, with the house rule score: best-suit; the default is represented.
en | We play the book's way, two of a suit count and the odd card doesn't, which house setting is that? | score: represented, the default.
en | Can we agree before the game that A♥ 3♣ 2♣ scores 11? | Yes: house: {score: best-suit}.

@house:blitz-31
en | At our table a real 31 in Blitz knocks everyone out, can we set that? | Yes: house: {blitz-31: knockout}; the holder wins.
en | We play that a Blitz 31 just gives you your lives back, is that the default? | Yes. blitz-31: lives-back is the default; the lowest of the others loses one.
en | Some people play a Blitz 31 as an instant game win, can we agree that? | Yes, as the house rule blitz-31: knockout.
en | Can our table choose what a genuine 31 does in Blitz? | Yes: blitz-31: lives-back (the default) or knockout.

@house:caller-safe
en | At our table whoever knocks can't lose a life, can we play that? | Yes: house: {caller-safe: true}; the lowest of the others loses instead.
en | We play caller safe, but everyone except the caller has 31, who loses? | Nobody loses a life that round.
en | Some tables protect whoever called Blitz, can we agree that? | Yes. caller-safe: true covers a knock, Stop the Bus and Blitz.
en | Can we agree the caller is protected, and what is the default? | Yes, with caller-safe: true; the default is false: the caller is not protected.

@31-game
nl | Mijn maat zegt dat Stop de bus gewoon Brag is, is dat zo? | Twee spellen hebben die naam; het 31-puntenspel wordt alleen gebruikt als je --game thirty-one kiest.
nl | Moet ik iets instellen om 31 te spelen in plaats van Brag? | Ja: game: thirty-one (of game: 31) in het verslag, of --game thirty-one op de commandoregel.
nl | welk spel is standaard, brag of 31 | Brag; het 31-spel alleen als je het kiest.
nl | Waar zijn de FAQ-antwoorden van het 31-spel gebleven? | Het bronbestand houdt op bij de kop van de FAQ; de tool leest in plaats daarvan "The fine points".
nl | Worden de regels van Brag en 31 ooit door elkaar gebruikt? | Nee, de tool houdt de twee spellen strikt gescheiden.
fr | Stop the Bus, c'est le Brag ou le jeu des 31 points ? | Deux jeux portent ce nom ; le jeu à 31 n'est utilisé que si on le choisit avec --game thirty-one.
fr | Faut-il preciser quelque chose pour jouer au 31 plutot qu'au Brag ? | Oui : game: thirty-one (ou game: 31) dans la partie, ou --game thirty-one en ligne de commande.
fr | Sans rien préciser, quel jeu est arbitré ? | Le Brag ; le 31 seulement s'il est choisi.
fr | Où sont passées les réponses de la FAQ du 31 ? | Le fichier source s'arrête au titre de la FAQ ; l'outil lit à la place « The fine points ».
fr | Les règles du Brag et du 31 se mélangent-elles parfois ? | Non, l'outil garde les deux jeux séparés.
@31-players
nl | We zijn met z'n negenen, kan dat nog bij 31? | Ja, met een waarschuwing: het spel is voor drie tot acht, maar meer mag zolang één kaartspel iedereen een hand kan geven.
nl | Kan ik 31 in m'n eentje spelen? | Nee. Minder dan twee spelers is een invoerfout.
nl | Voor hoeveel man is 31 bedoeld? | Voor drie tot acht spelers.
nl | hoeveel spelers kan een kaartspel maximaal bedienen bij 31 | 17, of 18 met jokers en 13 met vier kaarten per hand.
nl | Gelden met twee personen dezelfde regels? | Ja, dezelfde regels, met een waarschuwing.
fr | On est dix autour de la table, ça marche au 31 ? | Oui, avec un avertissement : le jeu est prévu pour trois à huit, mais on peut aller jusqu'à ce qu'un paquet peut distribuer.
fr | Peut-on jouer seul au 31 ? | Non. Moins de deux joueurs est une erreur de saisie.
fr | Le 31 se joue à combien normalement ? | De trois à huit joueurs.
fr | nombre max de joueurs avec un seul paquet | 17 (18 avec les jokers, 13 avec quatre cartes par main).
fr | A deux, les regles changent ? | Non, mêmes règles, avec un avertissement.
@31-lives
nl | Kunnen we met vijf levens beginnen in plaats van drie? | Ja, als de tafel dat afspreekt; drie is de standaard.
nl | Mag één speler meer levens hebben dan de anderen? | Ja, levens kunnen per speler worden opgegeven, elk minstens één.
nl | Kun je met nul levens beginnen? | Nee, iedereen begint met minstens één leven.
nl | standaard aantal levens bij 31? | Drie per speler.
nl | Wie bepaalt met hoeveel levens we spelen? | De tafel spreekt het af; zonder afspraak drie.
fr | On peut jouer avec cinq vies au lieu de trois ? | Oui, si la table en convient ; trois est la norme.
fr | Chaque joueur peut-il avoir un nombre de vies different ? | Oui, les vies peuvent être fixées par joueur, au moins une chacun.
fr | Peut-on commencer avec zéro vie ? | Non, chacun commence avec au moins une vie.
fr | nombre de vies standard au 31 | Trois par joueur.
fr | Qui décide du nombre de vies ? | La table en convient au départ ; sans accord, trois.
@31-deal
nl | Deel je de drie kaarten in één keer of één voor één? | Eén voor één, gedekt, met de klok mee.
nl | Bij wie begint de deler met delen? | Bij de speler links van de deler, daarna met de klok mee.
nl | Worden de kaarten open of dicht gedeeld? | Dicht, met de beeldkant naar beneden.
nl | Krijgt de deler zelf ook drie kaarten? | Ja, iedere speler die nog meedoet krijgt drie kaarten.
nl | delen bij 31 hoe gaat dat | Drie gedekte kaarten per speler, een voor een, vanaf links van de deler.
fr | On donne les trois cartes d'un coup ou une par une ? | Une par une, face cachée, dans le sens horaire.
fr | Le donneur commence à distribuer par qui ? | Par le joueur à sa gauche, puis dans le sens horaire.
fr | Les cartes sont distribuées face visible ? | Non, face cachée.
fr | Le donneur reçoit-il aussi trois cartes ? | Oui, chaque joueur encore en jeu reçoit trois cartes.
fr | distribution au 31 comment ca marche | Trois cartes cachées par joueur, une à la fois, en partant de la gauche du donneur.
@31-pool
nl | Waarom heet het eigenlijk de bus? | De bus is de rij van drie open kaarten naast de stapel.
nl | Na het delen, hoeveel kaarten draai je om van de stapel? | De volgende drie kaarten gaan open in het midden (vier bij de variant met vier kaarten).
nl | Waar komen de eerste open kaarten in het midden vandaan? | Van de stapel, direct na het delen.
nl | Wat blijft er over als stapel na het omdraaien van de bus? | De rest van de kaarten, gedekt, als voorraad.
nl | Liggen de kaarten van de bus open of dicht? | Open, voor iedereen zichtbaar.
fr | Pourquoi parle-t-on du bus ? | Le bus, ce sont les trois cartes retournées au milieu, à côté du talon.
fr | Apres la donne, on retourne combien de cartes du talon ? | Les trois suivantes, face visible (quatre dans la variante à quatre cartes).
fr | D'où viennent les premières cartes du milieu ? | Du talon, retournées juste après la donne.
fr | Que devient le reste du paquet après avoir posé le bus ? | Il reste face cachée comme talon.
fr | Les cartes du bus sont-elles cachées ? | Non, elles sont face visible pour tout le monde.
@31-first-turn
nl | Jan deelt en Piet zit links van hem, wie begint? | Piet, de speler links van de deler.
nl | Mag de deler als eerste ruilen? | Nee, de speler links van de deler begint.
nl | Wie heeft de eerste beurt van de ronde? | De speler links van de deler.
nl | begint de persoon rechts van de deler? | Nee, de speler links van de deler.
nl | Wie mag na het delen als eerste kloppen of ruilen? | De speler links van de deler.
fr | Marie distribue, Paul est à sa gauche : qui commence ? | Paul, le joueur à gauche du donneur.
fr | Le donneur joue-t-il en premier ? | Non, c'est le joueur à sa gauche.
fr | Qui a le premier tour de la manche ? | Le joueur à gauche du donneur.
fr | c'est celui a droite du donneur qui commence ? | Non, celui à sa gauche.
fr | Qui échange en premier après la donne ? | Le joueur à gauche du donneur.
@31-dealer-rotation
nl | Blijft dezelfde persoon de hele tijd delen? | Nee, na elke showdown gaat het delen naar links.
nl | Anna deelde, Bram links van haar ligt eruit, wie deelt nu? | De eerstvolgende speler links van Bram die nog meedoet.
nl | Wie schudt en deelt na de showdown? | De volgende speler links van de vorige deler die nog in het spel zit.
nl | Deelt de winnaar van de ronde de volgende keer? | Nee, het delen gaat gewoon naar links.
nl | volgende gever na deze ronde? | De volgende overgebleven speler links van de deler.
fr | C'est toujours le même qui distribue ? | Non, après chaque abattage la donne passe à gauche.
fr | Anne a donné, Bruno à sa gauche est éliminé : qui donne ? | Le joueur suivant encore en jeu à gauche de Bruno.
fr | Qui mélange et donne après l'abattage ? | Le joueur suivant encore en jeu à gauche du dernier donneur.
fr | Le gagnant de la manche donne-t-il la suivante ? | Non, la donne passe simplement à gauche.
fr | prochain donneur apres cette manche ? | Le survivant suivant à gauche du donneur.
@31-turn-order
nl | Gaan we linksom of rechtsom? | Met de klok mee.
nl | Slaan we spelers over die eruit liggen? | Ja, wie uit is wordt overgeslagen.
nl | Kees ligt eruit, wie is er na hem aan de beurt? | De volgende speler met de klok mee die nog meedoet.
nl | Na mijn beurt, wie moet dan? | De volgende speler met de klok mee.
nl | speelrichting bij 31 | Met de klok mee.
fr | On joue dans quel sens, gauche ou droite ? | Dans le sens horaire.
fr | Saute-t-on les joueurs éliminés ? | Oui, on passe ceux qui sont sortis.
fr | Luc est éliminé, qui joue après lui ? | Le joueur suivant encore en jeu dans le sens horaire.
fr | Apres mon tour, c'est à qui ? | Au joueur suivant dans le sens des aiguilles d'une montre.
fr | sens du jeu au 31 | Sens horaire.
@31-no-inspect
nl | Mag ik even door de weggegooide kaarten bladeren? | Nee, niemand mag de afgelegde kaarten bekijken.
nl | Mijn maat telt steeds de stapel, mag dat? | Nee, de stapel tellen is niet toegestaan.
nl | Hoeveel kaarten liggen er nog in de voorraad? | Dat mag niemand tellen; de tool toont het ook niet.
nl | Waarom laat de scheidsrechter niet zien hoeveel kaarten er nog zijn? | Omdat spelers de stapel niet mogen tellen; hij zegt alleen wanneer de stapel leeg is.
nl | mag je terugkijken wat er afgelegd is | Nee, de afgelegde kaarten bekijken mag niet.
fr | Je peux fouiller dans la défausse ? | Non, personne ne peut regarder les cartes défaussées.
fr | Mon pote compte les cartes du talon, c'est permis ? | Non, compter le talon est interdit.
fr | Il reste combien de cartes dans la pioche ? | Personne ne peut la compter ; l'arbitre ne l'affiche pas.
fr | Pourquoi l'arbitre n'affiche pas le nombre de cartes du talon ? | Parce que les joueurs ne doivent pas compter le talon ; il dit seulement quand il est vide.
fr | on a le droit de revoir les cartes jetees ? | Non, on ne peut pas inspecter la défausse.
@31-card-conservation
nl | Kim en Tom laten allebei schoppenaas zien, kan dat? | Nee, een kaart ligt op precies één plek; dit breekt de regel.
nl | Ik pakte de heer uit het midden, kan die nu nog in het midden liggen? | Nee, hij zit in je hand tot je hem weer weggeeft.
nl | Waar kan een kaart allemaal liggen? | In een hand, in het midden, in de stapel of op de aflegstapel, altijd maar op één plek.
nl | dezelfde kaart twee keer in het spel? | Dat kan niet: elke kaart is op één plaats.
nl | Kan een kaart die ik gepakt heb zomaar uit mijn hand verdwijnen? | Nee, hij blijft in je hand tot je hem ruilt.
fr | Kim et Tom montrent tous les deux l'as de pique, c'est possible ? | Non, une carte n'est qu'à un seul endroit ; c'est une faute.
fr | J'ai pris le roi au milieu, peut-il encore y être ? | Non, il reste dans votre main jusqu'à ce que vous le donniez.
fr | Où peut se trouver une carte ? | Dans une main, au milieu, dans le talon ou la défausse, un seul endroit à la fois.
fr | meme carte deux fois en jeu ? | Impossible : chaque carte est à un seul endroit.
fr | Une carte que j'ai prise peut-elle disparaitre de ma main ? | Non, elle y reste jusqu'à ce que vous l'échangiez.
@31-swap-one
nl | Ik ruil mijn 7 harten voor de heer ruiten, waar gaat mijn 7 heen? | Gedekt op de aflegstapel; de lege plek wordt aangevuld van de stapel.
nl | Leg ik mijn weggegooide kaart open in het midden? | Nee, die gaat gedekt naar de aflegstapel.
nl | Mag ik één kaart uit het midden pakken en er één van mij voor geven? | Ja, één kaart uit je hand voor één uit het midden.
nl | een kaart wisselen met de bus hoe | Geef één kaart uit je hand en neem één open kaart.
nl | Wat mag ik allemaal doen als ik aan de beurt ben? | Eén kaart ruilen, alle drie ruilen, kloppen of stop de bus roepen.
fr | J'échange mon 7 de cœur contre le roi de carreau, où va mon 7 ? | Face cachée à la défausse ; la place est remplie par le talon.
fr | Ma carte donnée va-t-elle au milieu face visible ? | Non, elle part face cachée à la défausse.
fr | Je prends une carte au milieu et j'en rends une, c'est ça ? | Oui, une carte de la main contre une carte du milieu.
fr | echanger une carte avec le bus comment | Donnez une carte de votre main et prenez une carte visible.
fr | Qu'est-ce que j'ai le droit de faire à mon tour ? | Échanger une carte, échanger les trois, frapper ou annoncer Stop the Bus.
@31-swap-all
nl | Mag ik alle drie pakken en er maar twee teruggeven? | Nee, alle drie tegen alle drie, niet uitkiezen.
nl | Er liggen maar twee kaarten in het midden, mag ik alles ruilen? | Nee, alles ruilen mag niet als het midden geen drie kaarten heeft.
nl | Ik wissel mijn hele hand, waar gaan mijn oude kaarten heen? | Op de aflegstapel; het midden wordt aangevuld van de stapel.
nl | Mag ik de hele bus nemen en één kaart houden? | Nee, je geeft al je kaarten in dezelfde actie.
nl | alles omruilen in een keer mag dat | Ja, je drie kaarten tegen de drie open kaarten.
fr | Puis-je prendre les trois et n'en rendre que deux ? | Non, les trois contre les trois, sans choisir.
fr | Il n'y a que deux cartes au milieu, puis-je tout échanger ? | Non, l'échange complet est interdit si le milieu n'a pas trois cartes.
fr | J'échange toute ma main, où vont mes anciennes cartes ? | À la défausse ; le milieu est rempli par le talon.
fr | Je prends tout le bus mais je garde une carte, ok ? | Non, vous donnez toutes vos cartes dans la même action.
fr | tout echanger d'un coup c'est permis | Oui, vos trois cartes contre les trois du milieu.
@31-refill
nl | Na mijn ruil ligt er een gat in het midden, wat nu? | Draai meteen de bovenste kaart van de stapel om.
nl | Mag ik kiezen welke kaart van de stapel het midden aanvult? | Nee, het is altijd de bovenste kaart.
nl | Wordt het midden pas aan het eind van de ronde aangevuld? | Nee, elke lege plek wordt meteen aangevuld.
nl | Ik ruil alle drie, hoeveel kaarten komen er van de stapel bij? | Drie, één voor elke lege plek.
nl | lege plek in de bus aanvullen hoe | Met de bovenste kaart van de stapel, open.
fr | Après mon échange il manque une carte au milieu, on fait quoi ? | On retourne aussitôt la carte du dessus du talon.
fr | Peut-on choisir la carte du talon qui remplit le milieu ? | Non, c'est toujours celle du dessus.
fr | Le milieu est-il complété seulement en fin de manche ? | Non, chaque place vide est remplie tout de suite.
fr | J'échange les trois, combien de cartes du talon reviennent ? | Trois, une par place vide.
fr | remplir le bus apres un echange | Avec la carte du dessus du talon, face visible.
@31-knock
nl | Wat is kloppen precies bij 31? | Passen zonder te ruilen; de eerste klop geeft iedere andere speler nog één beurt.
nl | Mag ik gewoon passen als mijn hand goed is? | Ja, door te kloppen: je ruilt niets, en de eerste klop start de laatste ronde.
nl | Ik klop in de laatste ronde, begint er dan weer een nieuwe laatste ronde? | Nee, een klop in de laatste ronde is gewoon passen.
nl | Op tafel tikken betekent wat? | Kloppen: je past zonder te ruilen en de anderen krijgen nog één beurt.
nl | klop ik of ruil ik, kan het allebei? | Nee, kloppen is passen zonder ruilen.
fr | Frapper, ça veut dire quoi exactement au 31 ? | Passer sans échanger ; le premier coup donne un dernier tour à chaque autre joueur.
fr | Je peux juste passer si ma main est bonne ? | Oui, en frappant : vous n'échangez rien, et le premier coup lance le dernier tour.
fr | Je frappe pendant le dernier tour, ça relance un tour ? | Non, frapper pendant le dernier tour, c'est seulement passer.
fr | Taper sur la table, ça signifie quoi ? | Frapper : vous passez sans échanger et les autres jouent encore une fois.
fr | on peut frapper et echanger en meme temps ? | Non, frapper c'est passer sans échanger.
@31-stop
nl | Mag ik stop de bus roepen en ook nog een kaart ruilen? | Nee, stop roepen komt in plaats van een gewone zet.
nl | Is de ronde meteen voorbij als iemand stop de bus roept? | Nee, eerst krijgt iedere andere speler nog één beurt met de klok mee.
nl | Krijgt wie stop de bus roept nog een beurt? | Nee, de roeper speelt niet meer; daarna de showdown.
nl | Wanneer mag ik stop de bus roepen? | In je beurt, in plaats van ruilen of kloppen (niet meer in de laatste ronde).
nl | stop de bus gezegd, wat nu | Iedereen behalve de roeper speelt nog een beurt, dan laat iedereen zijn kaarten zien.
fr | Je peux annoncer Stop the Bus et échanger une carte ? | Non, l'annonce remplace l'action normale.
fr | Quand quelqu'un crie Stop the Bus, la manche s'arrête net ? | Non, chaque autre joueur joue d'abord un dernier tour dans le sens horaire.
fr | Celui qui a dit Stop the Bus rejoue-t-il ? | Non, il ne rejoue pas ; ensuite on abat les mains.
fr | Quand peut-on annoncer Stop the Bus ? | À son tour, à la place d'échanger ou de frapper (plus pendant le dernier tour).
fr | stop le bus annonce, et apres ? | Les autres jouent un dernier tour, puis on montre les mains.
@31-final-circuit
nl | Na de klop, mag ik in mijn laatste beurt nog alle drie ruilen? | Ja: één kaart ruilen, alle drie ruilen of kloppen (dan pas je).
nl | Lisa klopte, mag zij na de anderen nog een keer? | Nee, wie klopt speelt niet meer.
nl | Komt de showdown direct na de laatste beurt? | Ja, zodra iedere andere speler één beurt heeft gehad.
nl | Mag iemand twee beurten doen na een klop? | Nee, precies één beurt per andere speler.
nl | laatste rondje na kloppen hoe werkt dat | Iedere andere speler heeft nog precies één beurt, daarna worden de handen vergeleken.
fr | Après un coup, puis-je encore échanger mes trois cartes ? | Oui : un échange, l'échange des trois ou frapper (qui vaut passer).
fr | Lisa a frappé, rejoue-t-elle après les autres ? | Non, celle qui a frappé ne rejoue pas.
fr | L'abattage vient-il juste après le dernier tour ? | Oui, dès que chaque autre joueur a joué une fois.
fr | Peut-on jouer deux fois après un coup ? | Non, exactement un tour pour chaque autre joueur.
fr | dernier tour apres avoir frappe, ca marche comment | Chaque autre joueur joue encore une seule fois, puis on compare.
@31-second-stop
nl | Sam klopt en daarna roept Mia stop de bus, mag dat? | Nee, een stop in de laatste ronde wordt geweigerd.
nl | Kan ik in mijn laatste beurt alsnog stop de bus roepen? | Nee, een laatste beurt is ruilen, alles ruilen of kloppen.
nl | Eén keer stoppen per ronde of vaker? | Eén keer; een tweede stop in de laatste ronde mag niet.
nl | iemand stopt na een stop, telt dat | Nee, dat is een regelfout.
nl | Roept na een klop nog iemand stop, wat gebeurt er? | Die stop wordt geweigerd; die speler mag alleen ruilen, alles ruilen of kloppen.
fr | Sam frappe, puis Mia crie Stop the Bus, c'est permis ? | Non, un stop pendant le dernier tour est refusé.
fr | A mon dernier tour, puis-je encore annoncer stop ? | Non, un dernier tour est un échange, un échange des trois ou un coup.
fr | On peut arrêter le bus combien de fois par manche ? | Une seule ; un second stop pendant le dernier tour est interdit.
fr | stop apres un stop, ca compte ? | Non, c'est une faute de règle.
fr | Après un coup, quelqu'un annonce stop : que se passe-t-il ? | Ce stop est refusé ; le joueur ne peut qu'échanger une ou trois cartes, ou frapper.
@31-instant-31
nl | Ik heb harten aas, heer en boer, wat nu? | Dat is 31: de ronde eindigt meteen en jij kunt niet verliezen.
nl | Iemand heeft 31, wie verliest dan een leven? | De laagste score van de anderen (bij gelijkstand allemaal).
nl | Mag er na mijn 31 nog iemand een beurt doen? | Nee, de ronde is meteen voorbij.
nl | Telt 31 ook als je het direct bij het delen krijgt? | Ja, 31 wordt na het delen en na elke zet gecontroleerd.
nl | 31 gehaald, ben ik veilig? | Ja, wie 31 heeft kan die ronde niet verliezen.
fr | J'ai l'as, le roi et le valet de cœur, et maintenant ? | C'est 31 : la manche s'arrête aussitôt et vous ne pouvez pas perdre.
fr | Quelqu'un a 31, qui perd une vie ? | Le plus petit score parmi les autres (tous en cas d'égalité).
fr | Après mon 31, les autres jouent-ils encore ? | Non, la manche se termine tout de suite.
fr | Le 31 compte-t-il s'il est servi à la donne ? | Oui, on vérifie le 31 après la donne et après chaque action.
fr | 31 pile, je suis sauf ? | Oui, celui qui a 31 ne peut pas perdre la manche.
@31-recycle
nl | De stapel is leeg en ik moet het midden aanvullen, wat nu? | Schud de aflegstapel en de kaarten in het midden tot een nieuwe stapel en leg nieuwe open kaarten.
nl | Wordt er ook opnieuw geschud in de laatste ronde na een klop? | Ja, ook in de laatste ronde wordt de stapel opnieuw gevormd.
nl | Komt mijn net afgelegde kaart ook in de nieuwe stapel? | Ja, die zit er altijd bij.
nl | stapel op halverwege de ronde | De afgelegde kaarten en het midden worden geschud tot een nieuwe stapel.
nl | Gaan de open kaarten uit het midden mee in het schudden? | Ja, samen met de aflegstapel; daarna worden nieuwe open kaarten gelegd.
fr | Le talon est vide et il faut remplir le milieu, on fait quoi ? | On mélange la défausse et les cartes du milieu en un nouveau talon, puis on retourne de nouvelles cartes.
fr | Remélange-t-on aussi pendant le dernier tour après un coup ? | Oui, le talon est refait aussi pendant le dernier tour.
fr | La carte que je viens de jeter va-t-elle dans le nouveau talon ? | Oui, elle en fait toujours partie.
fr | plus de talon en pleine manche | On mélange la défausse et le milieu pour refaire un talon.
fr | Les cartes du milieu sont-elles remélangées aussi ? | Oui, avec la défausse ; ensuite on retourne de nouvelles cartes.
@31-stock-exhausted
nl | Met 17 spelers blijft er bijna niets over voor het midden, wat dan? | Het midden wordt kort gespeeld met de kaarten die er zijn.
nl | Helemaal geen kaarten meer voor het midden? | Dan komt meteen de showdown.
nl | Kan het midden maar twee kaarten hebben? | Ja, als er zelfs na schudden geen drie kaarten zijn.
nl | Wanneer gebeurt het dat er te weinig kaarten voor de bus zijn? | Alleen bij het delen aan een heel grote tafel.
nl | niet genoeg kaarten zelfs na schudden | Speel het midden kort; zonder kaarten meteen de showdown.
fr | À 17 joueurs il ne reste presque rien pour le milieu, alors ? | On joue le milieu court avec les cartes qui restent.
fr | Plus aucune carte pour le milieu ? | On passe directement à l'abattage.
fr | Le milieu peut-il n'avoir que deux cartes ? | Oui, s'il n'existe pas trois cartes, même en remélangeant.
fr | Quand manque-t-il des cartes pour le bus ? | Seulement à la donne d'une très grande table.
fr | pas assez de cartes meme apres remelange | Le milieu est joué court ; sans aucune carte, abattage immédiat.
@31-card-values
nl | Telt een aas als 1 of als 11? | Als 11.
nl | Wat is een zeven waard bij 31? | Zeven, de waarde op de kaart.
nl | Is een vrouw meer waard dan een boer? | Nee, heer, vrouw en boer zijn allemaal 10.
nl | koning waarde? | 10.
nl | Hoeveel punten is een tien? | 10, net als de plaatjes.
fr | Un as, ça fait 1 point ? | Non, l'as vaut 11.
fr | Que vaut un sept au 31 ? | Sept, sa valeur faciale.
fr | La dame vaut-elle plus que le valet ? | Non, roi, dame et valet valent tous 10.
fr | valeur du roi ? | 10.
fr | Combien compte un dix ? | 10, comme les figures.
@31-score
nl | Harten heer, klaveren 7 en klaveren 4, hoeveel heb ik? | 11: de 7 en 4 van klaveren; de heer telt niet mee.
nl | Drie schoppen in de hand, tel ik ze alle drie? | Ja, drie kaarten van één kleur tellen alle drie.
nl | Aas harten, 3 en 2 klaveren: 5 of 11? | 5: de twee klaveren tellen, de aas wordt genegeerd.
nl | Telt de derde kaart mee als die een andere kleur heeft? | Nee, bij twee van één kleur tellen alleen die twee.
nl | hoe reken je de punten van je hand uit | Tel de kaarten van je meest voorkomende kleur op.
fr | Roi de cœur, 7 et 4 de trèfle, j'ai combien ? | 11 : le 7 et le 4 de trèfle ; le roi ne compte pas.
fr | Trois piques en main, je les additionne toutes ? | Oui, trois cartes d'une couleur comptent toutes.
fr | As de cœur, 3 et 2 de trèfle : 5 ou 11 ? | 5 : les deux trèfles comptent, l'as est ignoré.
fr | La troisième carte d'une autre couleur compte-t-elle ? | Non, avec deux cartes d'une couleur, seules ces deux comptent.
fr | comment on calcule le score d'une main | On additionne les cartes de la couleur la plus représentée.
@31-three-suits
nl | Harten aas, ruiten 9, klaveren 5: wat is mijn score? | 11, de waarde van je hoogste kaart.
nl | Heer schoppen, vrouw harten, 8 ruiten, hoeveel? | 10: bij drie kleuren telt alleen de hoogste kaart.
nl | Elke kaart een andere kleur, tel ik ze op? | Nee, alleen je hoogste losse kaart telt.
nl | drie kleuren door elkaar score | De hoogste kaart.
nl | Geen enkele kleur dubbel, welke kleur telt dan? | De kleur van je hoogste kaart, met alleen die kaart.
fr | As de cœur, 9 de carreau, 5 de trèfle : mon score ? | 11, la valeur de la plus forte carte.
fr | Roi de pique, dame de cœur, 8 de carreau, combien ? | 10 : avec trois couleurs, seule la plus forte carte compte.
fr | Chaque carte d'une couleur différente, on additionne ? | Non, seule la carte la plus forte compte.
fr | trois couleurs melangees score | La plus haute carte.
fr | Aucune couleur en double, quelle couleur compte alors ? | Celle de la plus forte carte, avec cette carte seule.
@31-best-suit
nl | Hoe zet ik de optie best-suit aan? | Met options: {score: best-suit} in het verslag of --score best-suit.
nl | Met best-suit, wat scoort aas harten met 3 en 2 klaveren? | 11, het hoogste totaal in één kleur.
nl | Is best-suit de regel uit de bron van 31? | Nee, het is een optie die veel groepen gebruiken; standaard telt de meest voorkomende kleur.
nl | optie hoogste kleurtotaal | --score best-suit: de hand scoort haar hoogste totaal in één kleur.
nl | Wat verandert de optie best-suit? | De hand telt haar hoogste totaal in één kleur, ook als die kleur maar één kaart heeft.
fr | Comment activer l'option best-suit ? | Avec options: {score: best-suit} ou --score best-suit.
fr | Avec best-suit, combien vaut as de cœur, 3 et 2 de trèfle ? | 11, le meilleur total dans une couleur.
fr | best-suit, c'est la regle de la source du 31 ? | Non, c'est une option que beaucoup de groupes utilisent ; par défaut, on compte la couleur la plus représentée.
fr | option meilleur total de couleur | --score best-suit : la main marque son meilleur total dans une seule couleur.
fr | Que change l'option best-suit ? | La main compte son total le plus haut dans une couleur, même une couleur d'une seule carte.
@31-four-card
nl | Met vier kaarten heb ik twee harten en twee schoppen, welke telt? | De kleur met het hoogste totaal.
nl | Kan ik boven de 31 komen met vier kaarten? | Ja, vier van één kleur tellen alle vier; alleen precies 31 wint meteen.
nl | Hoeveel open kaarten liggen er in de vier-kaarten-variant? | Vier.
nl | vier kaarten, drie harten en een klaveren, score? | De drie harten tellen: de kleur met de meeste kaarten.
nl | Telt bij vier kaarten de kleur met de meeste kaarten of de hoogste? | De meeste kaarten; bij gelijk aantal de hoogste som.
fr | À quatre cartes j'ai deux cœurs et deux piques, laquelle compte ? | La couleur au total le plus élevé.
fr | Peut-on dépasser 31 avec quatre cartes ? | Oui, quatre cartes d'une couleur s'additionnent ; seul 31 pile gagne aussitôt.
fr | Combien de cartes au milieu en variante quatre cartes ? | Quatre.
fr | quatre cartes, trois coeurs et un trefle, score ? | Les trois cœurs : la couleur qui a le plus de cartes.
fr | Avec quatre cartes, compte la couleur la plus nombreuse ou la plus forte ? | La plus nombreuse ; à égalité de nombre, le total le plus haut.
@31-jokers
nl | Hoeveel jokers mogen er in het spel? | Hoogstens twee, de rode en de zwarte.
nl | Joker met harten aas en harten heer, is dat 31? | Ja, de joker wordt de hoogste ontbrekende harten, dus 31.
nl | Een joker in een potje zonder jokers-variant? | Dat is een invoerfout.
nl | joker waarde bepalen hoe | De joker wordt de hoogste kaart van een kleur die nog niet in je hand zit, voor het hoogste totaal.
nl | Telt 31 met een joker als echte 31? | Ja, een hand die 31 haalt met jokers is 31.
fr | Combien de jokers peut-on ajouter ? | Deux au plus, le rouge et le noir.
fr | Joker avec l'as et le roi de cœur, ça fait 31 ? | Oui, le joker devient la plus haute carte de cœur manquante : 31.
fr | Un joker sans la variante jokers ? | C'est une erreur de saisie.
fr | quelle valeur prend le joker | Celle de la plus haute carte manquante d'une couleur, pour le meilleur total.
fr | Un 31 fait avec un joker compte-t-il ? | Oui, une main à 31 grâce aux jokers vaut 31.
@31-lowest-loses
nl | Na de showdown, wie moet een leven inleveren? | De speler met de laagste score.
nl | Verliest de op één na laagste ook een leven? | Nee, alleen de laagste score verliest een leven.
nl | Moet iedereen zijn kaarten laten zien? | Ja, bij de showdown laat iedereen die nog meedoet zijn hand zien.
nl | laagste punten verliest wat | Eén leven.
nl | Ik heb 12, de rest meer, ben ik een leven kwijt? | Ja, de laagste score verliest één leven.
fr | Après l'abattage, qui perd une vie ? | Le joueur au plus petit score.
fr | L'avant-dernier perd-il aussi une vie ? | Non, seul le plus petit score perd une vie.
fr | Tout le monde doit-il montrer sa main ? | Oui, à l'abattage chaque joueur encore en jeu montre sa main.
fr | plus petit score perd combien | Une vie.
fr | J'ai 12 et les autres plus, je perds une vie ? | Oui, le score le plus bas perd une vie.
@31-tied-lowest
nl | Jan en Els hebben allebei 14 en dat is het laagst, wie verliest? | Allebei, ieder een leven.
nl | Beslist de hoogste kaart bij een gelijke laagste score? | Nee, iedereen met de laagste score verliest een leven.
nl | Drie spelers gelijk onderaan, verliezen ze alle drie? | Ja, elk een leven.
nl | gelijk laagst wie levert in | Alle spelers met die score.
nl | Verliest maar één van de twee bij gelijke laagste stand? | Nee, allebei.
fr | Jean et Élise ont tous deux 14, le plus bas : qui perd ? | Les deux, une vie chacun.
fr | La plus haute carte départage-t-elle une égalité en bas ? | Non, tous les joueurs à égalité au plus bas perdent une vie.
fr | Trois joueurs ex aequo en dernier, ils perdent tous ? | Oui, une vie chacun.
fr | egalite au plus bas qui perd | Tous les joueurs à égalité.
fr | Un seul des deux perd en cas d'égalité au plus bas ? | Non, les deux perdent.
@31-caller-not-safe
nl | Ik klopte met 20 en had het laagst, ben ik een leven kwijt? | Ja, ook wie klopt verliest met de laagste score.
nl | Is wie stop de bus roept beschermd? | Nee, de roeper verliest een leven als zijn score het laagst is.
nl | Mijn vriend zegt dat je niet kunt verliezen als je klopt, is dat waar? | Nee, de klopper is niet veilig.
nl | klopper laagste score wat nu | Hij verliest een leven zoals iedereen.
nl | Beschermt stoppen je tegen een leven verliezen? | Nee.
fr | J'ai frappé avec 20 et j'ai le plus petit score, je perds une vie ? | Oui, celui qui frappe perd comme les autres.
fr | Celui qui annonce Stop the Bus est-il à l'abri ? | Non, il perd une vie si son score est le plus bas.
fr | Mon ami dit qu'on ne peut pas perdre si on frappe, c'est vrai ? | Non, celui qui frappe n'est pas protégé.
fr | frappeur avec le plus bas score | Il perd une vie comme tout le monde.
fr | Arrêter le bus protège-t-il de perdre une vie ? | Non.
@31-elimination
nl | Ben ik meteen eruit als mijn laatste leven weg is? | Ja, bij nul levens ben je meteen uitgeschakeld.
nl | Krijg ik nog kaarten als ik eruit lig? | Nee, je krijgt geen kaarten en geen beurten meer.
nl | Kun je op nul blijven drijven zoals bij Brag? | Nee, bij 31 bestaat drijven niet.
nl | nul levens nog meespelen? | Nee, je ligt eruit.
nl | Mag iemand zonder levens nog een keer ruilen? | Nee, een uitgeschakelde speler speelt geen beurten meer.
fr | Je suis éliminé dès que ma dernière vie part ? | Oui, à zéro vie on est éliminé aussitôt.
fr | Un joueur éliminé reçoit-il encore des cartes ? | Non, ni cartes ni tours.
fr | Est-ce qu'on reste en jeu à zéro comme au Brag ? | Non, au 31 il n'y a pas de flottement : on est éliminé.
fr | zero vie on continue ? | Non, on est éliminé.
fr | Un joueur sans vies peut-il encore échanger ? | Non, il ne joue plus aucun tour.
@31-last-survivor
nl | Wanneer is het potje afgelopen? | Als nog maar één speler levens over heeft.
nl | Nog maar één speler heeft levens, spelen we nog een ronde? | Nee, die speler wint; een nieuwe ronde is een regelfout.
nl | Wie heeft het spel gewonnen? | De laatste speler met minstens één leven.
nl | laatste overlevende wint? | Ja.
nl | Moet je alle anderen eruit spelen om te winnen? | Ja, je wint als jij als enige nog levens hebt.
fr | Quand la partie s'arrête-t-elle ? | Quand un seul joueur a encore des vies.
fr | Il ne reste qu'un joueur avec des vies, on rejoue une manche ? | Non, il a gagné ; une autre donne est une faute.
fr | Qui a gagné la partie ? | Le dernier joueur avec au moins une vie.
fr | dernier survivant gagne ? | Oui.
fr | Pour gagner, faut-il être le seul à avoir des vies ? | Oui, le dernier joueur avec des vies gagne.
@31-shared-win
nl | Laatste twee spelers hebben elk één leven en staan gelijk laagst, wie wint? | Ze delen de overwinning.
nl | Wordt de ronde overgespeeld als iedereen tegelijk zijn laatste leven verliest? | Nee, ze delen de winst.
nl | Kan het spel zonder één winnaar eindigen? | Ja, als één showdown alle overgebleven spelers hun laatste leven kost: gedeelde winst.
nl | allebei tegelijk eruit, gelijkspel? | Ja, een gedeelde overwinning.
nl | Iedereen verliest in dezelfde ronde zijn laatste leven, ligt iedereen dan eruit? | Nee, niemand wordt als uitgeschakeld genoteerd: ze delen de winst.
fr | Les deux derniers ont une vie et sont à égalité au plus bas, qui gagne ? | Ils partagent la victoire.
fr | Rejoue-t-on la manche si tout le monde perd sa dernière vie ensemble ? | Non, la victoire est partagée.
fr | La partie peut-elle finir sans gagnant unique ? | Oui, si un abattage prend la dernière vie de tous les restants : victoire partagée.
fr | tous elimines en meme temps, match nul ? | Oui, une victoire partagée.
fr | Tout le monde perd sa dernière vie au même abattage, tous éliminés ? | Non, personne n'est noté éliminé : ils partagent la victoire.
@31-blitz
nl | Mag je kloppen in Blitz? | Nee, in Blitz bestaat kloppen niet.
nl | Na blitz roepen, krijgen de anderen nog een beurt? | Nee, de ronde eindigt meteen zonder laatste ronde.
nl | Wat roep je in Blitz om de ronde te beëindigen? | Blitz, 31 of stop, in je eigen beurt.
nl | Mag ik blitz roepen in het gewone spel? | Nee, blitz of 31 roepen buiten de variant is een regelfout.
nl | blitz variant hoe eindigt een ronde | Iemand roept blitz in zijn beurt en de ronde is meteen voorbij.
fr | Peut-on frapper au Blitz ? | Non, le Blitz supprime la frappe.
fr | Après l'annonce Blitz, les autres rejouent-ils ? | Non, la manche s'arrête tout de suite, sans dernier tour.
fr | Qu'annonce-t-on au Blitz pour finir la manche ? | Blitz, 31 ou stop, à son tour.
fr | Puis-je annoncer blitz dans le jeu normal ? | Non, annoncer blitz ou 31 hors de la variante est une faute.
fr | variante blitz comment finit la manche | Un joueur annonce blitz à son tour et la manche s'arrête aussitôt.
@31-pot
nl | Kunnen we met munten spelen in plaats van levens? | Ja, in de pot-variant zijn je levens munten.
nl | Wie krijgt de inzet aan het eind van het spel? | De laatste speler die nog munten heeft.
nl | Waar gaat een verloren leven heen in de pot-variant? | Als munt in de pot.
nl | Gedeelde winst met de pot, wie krijgt het geld? | Wie de winst delen, delen de pot gelijk; een rest kleiner dan één munt elk blijft liggen.
nl | onbeperkte levens spelen met inzet hoe | De pot-variant: elk verloren leven is een munt in de pot, de laatste met munten pakt alles.
fr | On peut jouer avec des jetons à la place des vies ? | Oui, dans la variante pot, les vies sont des pièces.
fr | Qui ramasse la cagnotte à la fin ? | Le dernier joueur à avoir encore des pièces.
fr | Où va une vie perdue dans la variante pot ? | Dans le pot, comme une pièce.
fr | Victoire partagée avec le pot, qui prend l'argent ? | Ceux qui partagent la victoire partagent le pot à parts égales ; un reste de moins d'une pièce chacun n'est pas partagé.
fr | vies illimitees avec une mise comment | Variante pot : chaque vie perdue est une pièce dans le pot, le dernier avec des pièces rafle tout.
@house:score
nl | Bij ons tellen we gewoon het hoogste totaal in één kleur, kan de tool dat? | Ja, als huisregel: house: {score: best-suit} of --house score=best-suit.
nl | Bij ons is aas harten met 3 en 2 klaveren 11, mogen we dat afspreken? | Ja, met de huisregel score: best-suit; standaard is het 5.
fr | Chez nous on compte le meilleur total d'une couleur, l'outil le permet ? | Oui, en règle maison : house: {score: best-suit} ou --house score=best-suit.
fr | Chez nous as de cœur, 3 et 2 de trèfle font 11, on peut en convenir ? | Oui, avec la règle maison score: best-suit ; par défaut c'est 5.
@house:blitz-31
nl | Bij ons ligt bij Blitz iedereen eruit als iemand echte 31 heeft, kan dat? | Ja, met de huisregel blitz-31: knockout: de houder wint meteen.
nl | Wij spreken af dat 31 in Blitz je levens teruggeeft, moeten we iets instellen? | Nee, lives-back is de standaard; de laagste van de anderen verliest er een.
fr | Chez nous au Blitz, un vrai 31 élimine tout le monde, c'est possible ? | Oui, avec la règle maison blitz-31: knockout : celui qui a 31 gagne.
fr | On a convenu qu'au Blitz un 31 rend toutes les vies, faut-il le régler ? | Non, lives-back est le défaut ; le plus petit score des autres perd une vie.
@house:caller-safe
nl | Bij ons kan wie klopt nooit een leven verliezen, kan de tool dat? | Ja: house: {caller-safe: true}; dan verliest de laagste van de anderen.
nl | Mogen we afspreken dat wie stop de bus roept veilig is? | Ja, met de huisregel caller-safe: true (of --house caller-safe=true).
fr | Chez nous celui qui frappe ne perd jamais de vie, l'outil gère ça ? | Oui : house: {caller-safe: true} ; le plus petit score des autres perd.
fr | Peut-on convenir que celui qui annonce Stop the Bus est protégé ? | Oui, avec la règle maison caller-safe: true (ou --house caller-safe=true).

@31-knock
en | If I knock, do I keep my three cards exactly as they are? | Yes. A knock passes without swapping, so your hand stays as it is.
en | Jo already knocked and now I knock on my final go, is my knock anything more than a pass? | No. Only the first knock starts the final circuit; a knock during it is just a pass.
en | Does a knock end the round right there? | No. It passes your turn and starts the final circuit: every other player has one more turn, then the showdown.
nl | Als ik klop, houd ik dan gewoon mijn drie kaarten? | Ja. Kloppen is passen zonder ruilen; je hand blijft zoals hij is.
nl | Sanne heeft al geklopt en ik klop nu in mijn laatste beurt, telt dat als iets? | Nee. Alleen de eerste klop start de laatste ronde; een klop daarin is gewoon passen.
fr | Si je frappe, je garde mes trois cartes telles quelles ? | Oui. Frapper, c'est passer sans échanger ; votre main ne change pas.
fr | frapper ca arrete la manche tout de suite ? | Non. Le premier coup lance le dernier tour : chaque autre joueur joue encore une fois.
@31-stop
en | Ben yells stop the bus with 24, does the round end before Amy gets to play? | No. Every other player, Amy included, has one final turn in clockwise order, then the showdown.
en | Can anyone call stop the bus, even the dealer? | Yes. Any player may call it on their own turn, instead of a normal action.
en | Do I have to knock first before I can call stop the bus? | No. You call it directly on your turn in place of a normal action.
nl | Mag iedereen stop de bus roepen, ook de deler? | Ja. Elke speler mag het in zijn eigen beurt roepen, in plaats van een gewone zet.
nl | Tim roept stop de bus, is het dan meteen klaar of speelt Eva nog? | Eva speelt nog: iedere andere speler krijgt één laatste beurt met de klok mee, daarna de showdown.
fr | Tout le monde peut annoncer Stop the Bus, même le donneur ? | Oui. N'importe quel joueur, à son tour, à la place d'une action normale.
fr | Faut-il avoir frappe avant de crier stop le bus ? | Non. On l'annonce directement à son tour, à la place d'une action.
@31-second-stop
en | Amy knocked; on my last go I want to call stop the bus to make it official, can I? | No. A stop during the final circuit is refused; your final turn is a swap, a swap all or a knock (a pass).
en | Ben called stop, then Cat called stop as well, does Ben get another turn because of Cat's call? | No. Cat's stop is refused and gives nobody another turn.
en | second stop the bus in the same round allowed? | No. A stop in the final circuit is a rule error.
nl | Na de klop van Kim wil ik toch nog stop de bus roepen, kan dat? | Nee. Een stop tijdens de laatste ronde wordt geweigerd; je mag ruilen, alles ruilen of kloppen (passen).
nl | twee keer stop in een ronde mag dat | Nee. Een tweede stop in de laatste ronde is een regelfout.
fr | Après le coup de Kim, je veux annoncer Stop the Bus en plus, c'est possible ? | Non. Un stop pendant le dernier tour est refusé ; vous pouvez échanger, tout échanger ou frapper (passer).
fr | deux stop dans la meme manche ? | Non. Un deuxième stop pendant le dernier tour est une faute.
@31-final-circuit
en | Five of us, Dan knocks: how many more turns are played before hands go down? | Four: one each for the other players, in order, then the showdown.
en | After the stop the bus went round and Jo took a second turn, is that legal? | No. Each other player has exactly one more turn; a turn after the circuit is a rule error.
en | In the last lap after a knock, can the player right after the knocker still take from the pool? | Yes. A final turn may be a swap, a swap all or a knock (a pass).
nl | Met vijf spelers klopt Dirk, hoeveel beurten volgen er nog? | Vier: één voor elke andere speler, op volgorde, dan de showdown.
nl | Mag ik in mijn laatste beurt na de stop nog een kaart uit het midden pakken? | Ja. Een laatste beurt is ruilen, alles ruilen of kloppen (passen).
fr | À cinq, Dan frappe : combien de tours encore avant l'abattage ? | Quatre : un pour chaque autre joueur, dans l'ordre, puis l'abattage.
fr | apres le stop, quelqu'un rejoue une deuxieme fois, c'est permis ? | Non. Chaque autre joueur a exactement un tour ; un tour de plus est une faute.
@31-first-turn
en | Who is the first one in a round who could knock or call stop? | The player to the dealer's left: they play the first turn.
en | Raj dealt; Lena sits on his left and Omar on his right, who opens the round? | Lena, the player to the dealer's left.
en | Does the first go of a new round belong to whoever stopped the bus last time? | No. The player to the dealer's left plays the first turn.
nl | Begint wie de vorige ronde stop de bus riep? | Nee. De speler links van de deler speelt de eerste beurt.
nl | Raj deelt, Lena zit links en Omar rechts van hem, wie begint? | Lena, de speler links van de deler.
fr | Celui qui a arrêté le bus la manche d'avant commence-t-il ? | Non. Le joueur à gauche du donneur joue le premier tour.
fr | Raj donne, Léna est à sa gauche et Omar à sa droite : qui ouvre ? | Léna, la joueuse à gauche du donneur.
en | Sam got the first card of the deal, does Sam play first as well? | Yes. Sam sits on the dealer's left, and that player plays the first turn.
en | The deal has moved to Ella this round, who takes the first go now? | The player to Ella's left.
en | Does the first turn stay with the same person all game? | No. It goes to the player on that round's dealer's left, so it moves with the deal.
nl | De deal is nu bij Ella, wie begint deze ronde? | De speler links van Ella.
nl | Wie de eerste kaart kreeg, mag die ook als eerste? | Ja. Dat is de speler links van de deler, en die begint.
fr | Cette manche c'est Ella qui donne, qui joue en premier ? | Le joueur à gauche d'Ella.
fr | Celui qui recoit la premiere carte joue-t-il aussi le premier ? | Oui. C'est le joueur à gauche du donneur, qui ouvre la manche.
@31-pool
en | Before anyone has swapped, where do the three face-up cards come from? | From the stock: the next three cards after the deal are turned face up.
en | Is the bus part of the stock or separate from it? | Separate: three cards turned face up beside the stock; the rest stays face down as the stock.
en | Does each player get their own bus or is it shared? | Shared: one pool of three face-up cards in the middle for everyone.
nl | Heeft iedere speler een eigen bus of is die van iedereen? | Er is één bus: drie open kaarten in het midden voor iedereen.
nl | Hoort de bus bij de stapel of ligt hij apart? | Apart: drie open kaarten naast de stapel; de rest blijft gedekt als stapel.
fr | Chaque joueur a son propre bus ou c'est commun ? | Commun : un seul bus de trois cartes visibles au milieu.
fr | Le bus fait partie du talon ou il est à côté ? | À côté : trois cartes retournées près du talon ; le reste reste face cachée.
en | At the start of a round, do the bus cards come from the stock or from a reshuffle? | From the stock: the next three cards after the deal are turned face up.
en | Once the bus is turned up, what is the face-down rest called? | The stock, used from the top.
en | Before the first turn, how many cards should be lying face up in the middle? | Three, turned from the stock after the deal (four in the four-card variant).
nl | Aan het begin van de ronde, komt de bus van de stapel of van geschudde afleg? | Van de stapel: de volgende drie kaarten na het delen gaan open.
nl | Voor de eerste beurt, hoeveel kaarten moeten er open in het midden liggen? | Drie, van de stapel na het delen (vier bij de variant met vier kaarten).
fr | En début de manche, le bus vient du talon ou d'un remélange ? | Du talon : les trois cartes suivantes après la donne sont retournées.
fr | Avant le premier tour, combien de cartes visibles au milieu ? | Trois, prises du talon après la donne (quatre en variante à quatre cartes).
@31-swap-one
en | Is a one-card swap my whole turn, or can I swap one and then knock? | Your whole turn: you do exactly one thing, so after a single swap you do not also knock.
en | Does the card I give have to be the same suit as the one I take? | No. You give any one hand card and take any one pool card.
en | Can I swap with the discard pile instead of the bus? | No. You take a pool card; the card you give goes face down to the discards.
nl | Is één kaart ruilen je hele beurt, of mag je daarna nog kloppen? | Je hele beurt: je doet precies één ding, dus na een ruil klop je niet meer.
nl | Moet de kaart die ik geef dezelfde kleur hebben als die ik pak? | Nee. Je geeft een willekeurige kaart uit je hand en neemt een kaart uit het midden.
fr | Échanger une carte, c'est tout mon tour ou je peux frapper après ? | C'est tout votre tour : on fait une seule des trois actions.
fr | Puis-je prendre une carte dans la defausse au lieu du bus ? | Non. On prend une carte du milieu ; la carte donnée part face cachée à la défausse.
@31-swap-all
en | Pool is 10 J Q of diamonds, can I hand in all three of mine for all three of them in one go? | Yes. Swap all gives all your hand cards for all the pool cards in one action.
en | Can I swap two cards now and the third one on my next turn? | No. It is one card or all three, and all three go in the same action.
en | Can I grab the whole bus and keep the best three of the six? | No. No cherry-picking: you take all the pool cards and give all your hand cards.
nl | Het midden is 10, boer en vrouw ruiten: mag ik mijn hele hand daarvoor inruilen? | Ja. Al je kaarten tegen alle kaarten uit het midden, in één actie.
nl | Mag ik nu twee kaarten ruilen en de derde volgende beurt? | Nee. Eén kaart of alle drie tegelijk in één actie.
fr | Le milieu c'est 10, valet, dame de carreau : je peux échanger toute ma main contre ça ? | Oui. Toutes vos cartes contre toutes celles du milieu, en une seule action.
fr | je prends tout le bus et je garde les trois meilleures des six ? | Non. Pas de tri : vous donnez toutes vos cartes de main en échange.
@31-refill
en | I took the 8 from the bus, is the gap filled before the next player's go? | Yes. The place is refilled at once with the stock's top card.
en | Is the replacement pool card taken from the bottom of the stock? | No. It is always the stock's top card, turned face up.
en | Deck mode record, I wrote turn 5h but the 5h isn't on top of the stock, problem? | Yes. In deck mode a named card must be the stock's top card.
nl | Wordt het gat in het midden gevuld voordat de volgende speler aan de beurt is? | Ja. Meteen, met de bovenste kaart van de stapel.
nl | Komt de nieuwe kaart in het midden van onderen uit de stapel? | Nee. Altijd de bovenste kaart van de stapel.
fr | La place vide est-elle remplie avant le tour du joueur suivant ? | Oui. Tout de suite, par la carte du dessus du talon.
fr | On complete le milieu avec la carte du dessous du talon ? | Non. Toujours avec celle du dessus.
@31-card-conservation
en | Ben binned the 6 of hearts but it's also showing in the bus, which rule does that break? | The one-place rule: a card is in exactly one place, so it cannot be in the discards and the pool too.
en | My record has the jack of clubs in the stock and in Amy's hand, is that allowed? | No. Every card is in exactly one place.
en | I swapped the 9 away, where is it now: my hand, the bus or the discards? | Only in the discard pile; it is no longer in your hand.
nl | Ben gooide harten 6 weg, maar die ligt ook in het midden, kan dat? | Nee. Een kaart ligt op precies één plek; dat breekt de regel.
nl | Klaveren boer staat in de stapel en in Amy's hand in het verslag, mag dat? | Nee. Elke kaart is op precies één plaats.
fr | Ben a jeté le 6 de cœur mais il est aussi dans le bus, possible ? | Non. Une carte n'est qu'à un seul endroit ; c'est une faute.
fr | valet de trefle dans le talon et dans la main d'Amy, erreur ? | Oui. Chaque carte n'est qu'à un seul endroit.
@31-no-inspect
en | Can we spread the discards out to check which aces have gone? | No. Nobody may inspect the discarded cards.
en | Does the live referee show how many stock cards are left so we know when it'll run out? | No. It never shows the stock's count; it only says when the stock is empty and the next refill recycles.
en | my mate counts the deck to see if a reshuffle is close, is that ok? | No. Nobody may count the stock.
nl | Mogen we de aflegstapel uitspreiden om te zien welke azen weg zijn? | Nee. Niemand mag de afgelegde kaarten bekijken.
nl | Mijn maat telt de stapel om te weten wanneer er geschud wordt, mag dat? | Nee. Niemand mag de stapel tellen.
fr | On peut étaler la défausse pour voir quels as sont partis ? | Non. Personne ne peut inspecter les cartes défaussées.
fr | mon pote compte le talon pour savoir quand on remelange, ok ? | Non. Personne ne peut compter le talon.
@31-recycle
en | Stock is empty and I've just swapped for the queen, what fills her spot? | The discards and the cards still in the pool are shuffled into a new stock, and fresh pool cards are turned up.
en | When we reshuffle, do the two cards still lying in the bus stay there? | No. They are shuffled in with the discards, then fresh pool cards are turned up.
en | Do we still recycle the discards after someone has called stop the bus? | Yes. The stock is recycled in the final circuit too.
nl | De stapel is leeg en ik heb net de vrouw gepakt, wat komt er op haar plek? | De aflegstapel en het midden worden tot een nieuwe stapel geschud en er komen nieuwe open kaarten.
nl | Blijven de twee kaarten in de bus liggen als we opnieuw schudden? | Nee. Die worden meegeschud met de aflegstapel; daarna komen nieuwe open kaarten.
fr | Le talon est vide et je viens de prendre la dame, qu'est-ce qui la remplace ? | On mélange la défausse et le milieu en un nouveau talon, puis on retourne de nouvelles cartes.
fr | Apres un stop, on remelange encore si le talon est vide ? | Oui. Le talon est refait aussi pendant le dernier tour.
@31-stock-exhausted
en | Even after recycling there are only two cards for the bus, what now? | Play on with a pool of two: the pool is played short with what there is.
en | Jokers in and 18 players, nothing left after the deal, do we still take turns? | No. With no card at all for the pool, the showdown comes at once.
en | Can a normal six-player game ever run short of pool cards? | No. With the order take, discard, refill it can only happen at the deal of a very large table.
nl | Met jokers en 18 spelers blijft er na het delen niets over, spelen we nog beurten? | Nee. Zonder enige kaart voor het midden volgt meteen de showdown.
nl | Kan het bij een gewoon potje met zes spelers gebeuren, te weinig kaarten voor het midden? | Nee. Dat kan alleen bij het delen aan een heel grote tafel.
fr | Il ne reste qu'une carte après la donne, le bus n'aura qu'une carte ? | Oui. Le milieu se joue court avec cette seule carte.
fr | a six joueurs, peut-on manquer de cartes pour le bus ? | Non. Cela n'arrive qu'à la donne d'une très grande table.
@31-lives
en | We agreed four lives each, does the tool handle that? | Yes. Three is only the default; lives: 4 in the record gives everyone four.
en | Ben lost a life at the first showdown, how many has he got left? | Two, if you started with the standard three.
en | lives: 0 for one player in the record, is that ok? | No. Every player starts with at least one life.
nl | We spraken vier levens af, kan dat? | Ja. Drie is alleen de standaard; lives: 4 geeft iedereen vier.
nl | Ben verloor één leven in de eerste ronde, hoeveel heeft hij nog? | Twee, als jullie met de standaard drie begonnen.
fr | On a décidé quatre vies chacun, ça marche ? | Oui. Trois n'est que le défaut ; lives: 4 en donne quatre à chacun.
fr | Ben a perdu une vie a la premiere manche, il lui en reste combien ? | Deux, si vous avez commencé avec les trois habituelles.
@31-elimination
en | Ana just lost her last life, does she sit out the next deal? | Yes. At 0 lives she is eliminated at once and is dealt no more cards.
en | Can I stay in on zero lives until I lose once more? | No. There is no floating: at 0 you are out at once.
en | Three of us left and Raj hits zero, does he still play the next round? | No. He is eliminated and plays no more turns.
nl | Anna verloor net haar laatste leven, krijgt ze de volgende ronde nog kaarten? | Nee. Bij 0 levens is ze meteen uit en krijgt ze geen kaarten meer.
nl | Mag ik op nul blijven staan tot ik nog een keer verlies? | Nee. Er is geen drijven: bij nul ben je meteen uit.
fr | Ana vient de perdre sa dernière vie, elle reçoit des cartes à la prochaine donne ? | Non. À zéro vie elle est éliminée aussitôt.
fr | je peux rester a zero jusqu'a ce que je perde encore une fois ? | Non. Pas de flottement : à zéro on est éliminé.
@31-last-survivor
en | Raj is out and only Ana has lives now, do we deal again? | No. Ana is the winner; a further deal is a rule error.
en | Does the player with the most lives win, or the last one with any? | The last player with at least one life; the game ends when only one has lives.
en | game's not over until when? | Until only one player has lives left: that player wins.
nl | Raj is eruit en alleen Ana heeft nog levens, nog een ronde delen? | Nee. Ana wint; nog een keer delen is een regelfout.
nl | Wint wie de meeste levens heeft of wie als laatste nog levens heeft? | Wie als laatste nog minstens één leven heeft.
fr | Raj est éliminé, seule Ana a encore des vies : on redonne ? | Non. Ana a gagné ; une autre donne est une faute.
fr | gagne celui qui a le plus de vies ou le dernier avec des vies ? | Le dernier joueur avec au moins une vie.
@31-shared-win
en | Ana and Raj are the last two, both on their last life, and both score 12, the lowest; who wins the game? | They share the win: both go to 0 and nobody is listed as eliminated.
en | Nobody has lives left after the showdown, is that a no-result? | No. It is a shared win among the players who lost their last life together.
en | In a shared win, in what order are the winners named? | In seating order, in shared_win.
nl | Ana en Raj zijn de laatste twee, allebei op hun laatste leven en allebei het laagst, wie wint? | Ze delen de overwinning; niemand wordt als uitgeschakeld genoteerd.
nl | Niemand heeft nog levens na de showdown, is er dan geen uitslag? | Jawel: een gedeelde winst voor wie samen hun laatste leven verloor.
fr | Ana et Raj sont les deux derniers, à leur dernière vie et tous deux au plus bas : qui gagne ? | Ils partagent la victoire ; personne n'est noté éliminé.
fr | plus personne n'a de vie apres l'abattage, pas de resultat ? | Si : une victoire partagée entre ceux qui ont perdu leur dernière vie ensemble.
@31-game
en | We play 31 with three lives, do I need to tell the tool it's not Brag? | Yes. Choose it with --game thirty-one (or game: thirty-one in the record); otherwise it is a Brag record.
en | Without --game, will knocks and lives be judged by the 31 rules? | No. Without choosing the 31-point game the tool reads a Brag record.
en | Can I mix Brag floating into a 31 game record? | No. The two games are kept apart and their rules are never mixed.
nl | We spelen 31 met drie levens, moet ik de tool zeggen dat het geen Brag is? | Ja. Kies --game thirty-one of game: thirty-one in het verslag; anders is het Brag.
nl | Zonder --game, worden kloppen en levens dan volgens 31 beoordeeld? | Nee. Zonder keuze leest de tool een Brag-verslag.
fr | On joue au 31 avec trois vies, faut-il dire à l'outil que ce n'est pas du Brag ? | Oui. Choisissez --game thirty-one ou game: thirty-one ; sinon c'est une partie de Brag.
fr | sans --game, les regles du 31 s'appliquent ? | Non. Sans choix explicite, l'outil arbitre le Brag.
@31-lowest-loses
en | Scores 9, 18, 23 and 30: who drops a life, and does the 18 lose anything? | The 9 loses one life; the 18 loses nothing.
en | Nobody has 31 and Mo has the single worst hand at 8, what happens to him? | Mo loses one life.
en | Do you lose more lives if you're miles behind? | No. The lowest score loses one life, however low it is.
nl | Scores 9, 18, 23 en 30: wie verliest een leven? | De 9, één leven; de rest niets.
nl | Verlies je meer levens als je heel ver achter staat? | Nee. De laagste score verliest één leven, hoe laag ook.
fr | Scores 9, 18, 23 et 30 : qui perd une vie ? | Le 9, une vie ; les autres rien.
fr | on perd plus de vies si on est tres loin derriere ? | Non. Le plus petit score perd une seule vie.
@31-tied-lowest
en | Scores 11, 11 and 25: do both 11s lose a life or just one of them? | Both: each player tied for lowest loses a life.
en | Jo and Mo are both on 16, the knocker has 20 and the rest are higher, who loses? | Jo and Mo, one life each.
en | If all four of us score 21, does everyone lose a life? | Yes. All four tie for lowest, so each loses a life.
nl | Scores 11, 11 en 25: verliezen beide elven een leven? | Ja. Iedereen die gelijk laagst staat verliest een leven.
nl | Met z'n vieren allemaal 21, verliest iedereen een leven? | Ja. Jullie staan allemaal gelijk laagst, dus ieder verliest er een.
fr | Scores 11, 11 et 25 : les deux 11 perdent-ils une vie ? | Oui. Chaque joueur à égalité au plus bas perd une vie.
fr | a quatre on a tous 21, tout le monde perd une vie ? | Oui. Vous êtes tous à égalité au plus bas.
@31-caller-not-safe
en | Kim knocked with 14 and after the final circuit her 14 is the lowest, does she keep her life for knocking? | No. The knocker loses a life like anyone else when lowest.
en | I called stop with 17 and everyone beat me on their final turns, do I lose a life? | Yes. Calling does not protect you when your score ends up lowest.
en | Is stopping the bus risky if the others improve on the last lap? | Yes. If your hand is the weakest after everyone's final turn, you lose a life although you called.
nl | Kim klopte met 14 en staat na de laatste ronde het laagst, houdt ze haar leven? | Nee. Wie klopt verliest een leven als zijn score het laagst is.
nl | Ik riep stop met 17 en iedereen haalde me in, ben ik een leven kwijt? | Ja. Roepen beschermt je niet als je het laagst eindigt.
fr | Kim a frappé avec 14 et finit au plus bas après le dernier tour, elle garde sa vie ? | Non. Celle qui frappe perd une vie comme les autres si elle est la plus basse.
fr | J'ai dit stop avec 17 et tout le monde m'a dépassé, je perds une vie ? | Oui. Annoncer ne protège pas si votre score est le plus bas.
@31-instant-31
en | Ana hits 31; of the rest Bo has 9 and Cy 14, who loses a life? | Bo, the lowest of the other players; Ana cannot lose.
en | Someone has 31 and two of the others tie lowest at 12, do both lose? | Yes. Among the others, all tied lowest lose a life.
en | Ana made 31 and Bo has the lowest hand, does Bo still lose a life or does everyone escape? | Bo loses a life: the lowest score among the others loses.
nl | Ana heeft 31; Bo heeft 9 en Cy 14, wie verliest een leven? | Bo, de laagste van de anderen; Ana kan niet verliezen.
nl | Iemand heeft 31 en twee anderen staan gelijk laagst, verliezen ze allebei? | Ja. Onder de anderen verliest iedereen die gelijk laagst staat een leven.
fr | Ana a 31 ; Bo a 9 et Cy 14, qui perd une vie ? | Bo, le plus bas parmi les autres ; Ana ne peut pas perdre.
fr | Quelqu'un a 31 et deux autres sont à égalité au plus bas, ils perdent tous les deux ? | Oui. Parmi les autres, tous les ex aequo au plus bas perdent une vie.
en | In the normal knocking game, does a 31 give you your lives back like in Blitz? | No. In the ordinary game a 31 ends the round at once: you are safe and the lowest of the others loses a life.
en | Do I have to call blitz or anything when I get 31 in the normal game? | No. The moment you hold exactly 31 the round ends at once by itself.
en | Does a 31 in the ordinary game knock everyone else out? | No. It ends the round; only the lowest of the others loses a life.
nl | Krijg je bij een gewone 31, zonder Blitz, je levens terug? | Nee. De ronde eindigt meteen; jij bent veilig en de laagste van de anderen verliest een leven.
nl | Moet ik iets roepen als ik 31 heb, of stopt de ronde vanzelf? | Vanzelf: zodra je precies 31 hebt, eindigt de ronde meteen.
fr | Au jeu normal, sans Blitz, un 31 rend-il les vies perdues ? | Non. La manche s'arrête aussitôt ; vous êtes sauf et le plus bas des autres perd une vie.
fr | faut-il annoncer quelque chose quand on a 31 ? | Non. Dès qu'on a exactement 31, la manche s'arrête aussitôt.
@31-score
en | 10 and 6 of spades with the king of hearts, is it 16 or 26? | 16: the two spades count and the lone king is ignored.
en | 7 and 2 of diamonds plus the queen of clubs, what's my score by the book? | 9: the two diamonds count; the queen is ignored.
en | All three hearts, 9 5 3, do I add them all? | Yes, 17: three cards of one suit score all three.
nl | Schoppen 10 en 6 met harten heer, is dat 16 of 26? | 16: de twee schoppen tellen, de losse heer niet.
nl | Ruiten 7 en 2 met klaveren vrouw, hoeveel volgens de regels? | 9: de twee ruiten; de vrouw telt niet mee.
fr | 10 et 6 de pique avec le roi de cœur, 16 ou 26 ? | 16 : les deux piques comptent, le roi seul est ignoré.
fr | 7 et 2 de carreau plus la dame de trefle, ca fait combien ? | 9 : les deux carreaux ; la dame est ignorée.
@31-three-suits
en | Q of hearts, 9 of clubs, 7 of spades, what's it worth? | 10: with three different suits only the highest card counts.
en | K of clubs, J of hearts, 4 of diamonds: which is my scoring suit? | None: the king and jack tie at 10, so the hand scores 10 with no scoring suit.
en | Mixed suits, 6 8 9 all different, is that 23? | No, 9: only the highest single card counts.
nl | Harten vrouw, klaveren 9, schoppen 7: hoeveel? | 10: bij drie kleuren telt alleen de hoogste kaart.
nl | 6, 8 en 9 in drie kleuren, is dat 23? | Nee, 9: alleen de hoogste losse kaart telt.
fr | Dame de cœur, 9 de trèfle, 7 de pique : combien ? | 10 : avec trois couleurs, seule la plus forte carte compte.
fr | 6, 8 et 9 de trois couleurs, ca fait 23 ? | Non, 9 : seule la plus forte carte compte.
@31-best-suit
en | With --score best-suit, ace of spades and the 6 and 4 of hearts score what? | 11: the ace alone beats the hearts' 10.
en | Under best-suit, 9 and 8 of clubs with the ace of hearts? | 17: the two clubs beat the ace's 11.
en | Does the best-suit option change anything when all three cards are one suit? | No. All three still add up, which is the highest single-suit total anyway.
nl | Met --score best-suit: schoppen aas, harten 6 en 4? | 11: de aas alleen is meer dan de 10 van de harten.
nl | Met de optie best-suit, klaveren 9 en 8 met harten aas? | 17: de klaveren samen zijn meer dan de aas.
fr | Avec --score best-suit : as de pique, 6 et 4 de cœur ? | 11 : l'as seul bat les 10 des cœurs.
fr | option best-suit, 9 et 8 de trefle avec l'as de coeur ? | 17 : les deux trèfles battent l'as.
@31-card-values
en | Is a 10 worth less than a jack in 31? | No. Both count 10.
en | What does a 6 count for? | 6, its face value.
en | my mate reckons a queen is 12 like her number, is that right? | No. King, queen and jack are all 10.
nl | Is een 10 minder waard dan een boer? | Nee. Allebei 10.
nl | Mijn maat zegt dat een vrouw 12 telt, klopt dat? | Nee. Heer, vrouw en boer tellen alle drie 10.
fr | Un 10 vaut-il moins qu'un valet ? | Non. Les deux valent 10.
fr | mon pote dit que la dame vaut 12, c'est vrai ? | Non. Roi, dame et valet valent 10.
@house:score
en | At our table the odd high card counts if it beats the two suited cards, how do I tell the tool? | Use the house rule score: best-suit (house: {score: best-suit} or --house score=best-suit).
en | We play strictly by the book's step 7, do we need to set any house rule? | No. score: represented is the default.
en | Can our group choose between represented and best-suit scoring? | Yes. The house rule score takes represented (the default) or best-suit.
nl | Bij ons telt de losse hoge kaart als die meer is dan de twee van één kleur, hoe stel ik dat in? | Met de huisregel score: best-suit (house: {score: best-suit} of --house score=best-suit).
nl | Wij spelen precies volgens het boek, moeten we een huisregel instellen? | Nee. score: represented is de standaard.
fr | Chez nous la carte seule compte si elle vaut plus que les deux de la même couleur, comment le régler ? | Avec la règle maison score: best-suit (house: {score: best-suit} ou --house score=best-suit).
fr | Chez nous on joue selon le livre, faut-il une regle maison ? | Non. score: represented est le défaut.
@31-four-card
en | Four-card game: A K of hearts and 9 8 of clubs, what's my score? | 21: both suits have two cards, so the higher total counts.
en | Four-card: 2 3 4 of spades and the ace of hearts, what counts? | 9: the three spades, the suit with most cards, even though the ace alone is worth more.
en | Four cards each of a different suit, what do I score? | The highest single card: every suit ties at one card, so the higher total counts.
nl | Vier kaarten: harten aas en heer, klaveren 9 en 8, wat is mijn score? | 21: beide kleuren hebben twee kaarten, dus het hoogste totaal telt.
nl | Vier kaarten: schoppen 2, 3 en 4 en harten aas, wat telt? | 9: de drie schoppen, de kleur met de meeste kaarten, ook al is de aas meer waard.
fr | À quatre cartes : as et roi de cœur, 9 et 8 de trèfle, mon score ? | 21 : deux couleurs à deux cartes, le total le plus haut compte.
fr | quatre cartes : 2 3 4 de pique et l'as de coeur, ca compte comment ? | 9 : les trois piques, la couleur la plus nombreuse, même si l'as vaut plus.
@31-deal
en | Does the dealer get their cards last in each pass round the table? | Yes. Dealing starts on the dealer's left and goes clockwise, so the dealer gets each card last.
en | Can the dealer hand out three at a time to save time? | No. Three cards each, one at a time, face down.
en | In a deck mode record, is the first card listed the first card dealt? | Yes. Deck mode gives the whole shuffled deck top first, and the deal starts from the top.
nl | Krijgt de deler zijn kaarten als laatste? | Ja. Er wordt gedeeld vanaf links van de deler met de klok mee, dus de deler krijgt telkens als laatste.
nl | Mag de deler iedereen drie kaarten tegelijk geven? | Nee. Eén kaart per keer, gedekt.
fr | Le donneur se sert-il en dernier ? | Oui. On distribue depuis sa gauche dans le sens horaire, donc il reçoit chaque carte en dernier.
fr | le donneur peut donner les trois cartes d'un coup ? | Non. Une carte à la fois, face cachée.
@31-dealer-rotation
en | Whoever deals round one, how is the next dealer picked? | The deal passes to the next surviving player on the last dealer's left.
en | Kate dealt and then got knocked out at the showdown, who deals next? | The next surviving player to Kate's left.
en | Does the loser of the round deal the next one? | No. The deal passes to the left of the last dealer.
nl | Kate deelde en lag er na de showdown zelf uit, wie deelt nu? | De volgende speler links van Kate die nog meedoet.
nl | Deelt de verliezer van de ronde de volgende? | Nee. Het delen gaat naar links van de vorige deler.
fr | Kate a donné puis a été éliminée à l'abattage, qui donne maintenant ? | Le joueur suivant encore en jeu à gauche de Kate.
fr | c'est le perdant de la manche qui redonne ? | Non. La donne passe à gauche du dernier donneur.
@31-turn-order
en | Mid-round, after Lena swaps, who is next: the player on her left or her right? | Her left: play passes clockwise.
en | Pia is out and she sat between me and Tom; after my go, is it Tom? | Yes. Turns skip players who are out.
en | Does play reverse direction after a knock? | No. Turns keep going clockwise, skipping players who are out.
nl | Na de ruil van Lena, is de speler links of rechts van haar aan de beurt? | Links: het spel gaat met de klok mee.
nl | Gaat het spel na een klop de andere kant op? | Nee. Het blijft met de klok mee; wie uit is wordt overgeslagen.
fr | Après l'échange de Léna, c'est à sa gauche ou à sa droite ? | À sa gauche : le jeu tourne dans le sens horaire.
fr | le sens change apres un coup ? | Non. On continue dans le sens horaire en sautant les éliminés.
@31-players
en | There are just three of us, is that enough for 31? | Yes. Three to eight is the standard range.
en | Twelve at a party, can we play 31 with one deck? | Yes, with a warning: nine or more play by the same rules, up to 17 with one deck.
en | Jokers in and 19 players, allowed? | No. With jokers one deck deals at most 18 hands; more is an input error.
nl | We zijn met z'n drieën, is dat genoeg voor 31? | Ja. Drie tot acht is de standaard.
nl | Met twaalf man op een feestje, kan dat met één kaartspel? | Ja, met een waarschuwing: tot 17 spelers speel je met dezelfde regels.
fr | On est trois, ça suffit pour le 31 ? | Oui. Trois à huit joueurs est la norme.
fr | douze a une fete, on peut jouer au 31 avec un seul paquet ? | Oui, avec un avertissement : jusqu'à 17 joueurs, mêmes règles.
@31-blitz
en | Blitz: Amy calls blitz on 28, do Ben and Cat get a last go like after a knock? | No. In Blitz the call ends the round at once, with no final circuit.
en | Playing Blitz, my mate knocked to pass, is that allowed? | No. Knocking is removed entirely in Blitz.
en | In Blitz, do I need 31 to call? | No. A player satisfied with their hand calls blitz, 31 or stop on their turn.
nl | Blitz: Amy roept blitz met 28, krijgen Ben en Cat nog een laatste beurt? | Nee. In Blitz eindigt de ronde meteen, zonder laatste ronde.
nl | Moet je in Blitz 31 hebben om blitz te roepen? | Nee. Wie tevreden is met zijn hand roept blitz, 31 of stop in zijn beurt.
fr | Blitz : Amy annonce blitz avec 28, Ben et Cat rejouent une dernière fois ? | Non. Au Blitz la manche s'arrête aussitôt, sans dernier tour.
fr | au blitz faut avoir 31 pour annoncer ? | Non. Un joueur content de sa main annonce blitz, 31 ou stop à son tour.
@house:blitz-31
en | At our table a Blitz 31 ends the whole game with the holder winning, what's the setting? | house: {blitz-31: knockout} (or --house blitz-31=knockout).
en | We never agreed anything, what does a real 31 in Blitz do at our table? | The default, blitz-31: lives-back: the holder gets back every life lost and the lowest of the others loses one.
en | We play knockout: Dev gets a genuine 31 in Blitz while Eve still has two lives, what happens to Eve? | She is knocked out at once with all the others: Dev wins.
nl | Bij ons eindigt een Blitz-31 het hele spel en wint de houder, welke instelling is dat? | house: {blitz-31: knockout} (of --house blitz-31=knockout).
nl | We hebben niets afgesproken, wat doet een echte 31 in Blitz bij ons? | De standaard lives-back: de houder krijgt al zijn verloren levens terug en de laagste van de anderen verliest er een.
fr | Chez nous un 31 au Blitz termine la partie et son auteur gagne, quel réglage ? | house: {blitz-31: knockout} (ou --house blitz-31=knockout).
fr | on n'a rien convenu chez nous, que fait un vrai 31 au Blitz ? | Le défaut lives-back : celui qui a 31 récupère ses vies perdues et le plus bas des autres en perd une.
@31-pot
en | Pot game: Lee loses a life at the showdown, where does it go? | Into the pot, as one coin.
en | Pot variant: two of us share the win with 7 coins in the pot, who gets what? | 3 each; the odd coin stays undivided.
en | Is the pot the same thing as the bus in the middle? | No. The pot holds the coins (lives) lost; the bus is the pool of face-up cards.
nl | Pot-variant: Lee verliest een leven bij de showdown, waar gaat dat heen? | Als één munt in de pot.
nl | Twee spelers delen de winst met 7 munten in de pot, hoe verdelen we? | Elk 3; de overgebleven munt blijft onverdeeld.
fr | Variante pot : Lee perd une vie à l'abattage, où va-t-elle ? | Dans le pot, comme une pièce.
fr | deux joueurs partagent la victoire avec 7 pieces au pot, on partage comment ? | 3 chacun ; la pièce restante n'est pas partagée.
@31-jokers
en | Jokers wild: joker with the 10 and 9 of clubs, what's it worth? | 30: the joker counts as the ace of clubs.
en | Joker with the ace and king of spades, is that the instant 31? | Yes. The joker joins spades as the queen, so the hand is 31.
en | Joker with the ace of hearts and the 5 of clubs, what counts? | 21: the joker joins hearts as the king, beside the ace.
nl | Jokers wild: joker met klaveren 10 en 9, hoeveel is dat? | 30: de joker telt als klaveren aas.
nl | Joker met harten aas en klaveren 5, wat telt? | 21: de joker wordt harten heer naast de aas.
fr | Jokers : joker avec le 10 et le 9 de trèfle, ça vaut combien ? | 30 : le joker compte comme l'as de trèfle.
fr | joker avec l'as de coeur et le 5 de trefle ? | 21 : le joker devient le roi de cœur à côté de l'as.
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
        "dead": "eliminated", "tied for": "tied lowest", "the person who knocked": "caller", "who knocked": "caller",
        "whoever knocked": "caller", "the one who knocked": "caller", "31 on the deal": "=dealt 31 instant",
        "31 from the deal": "=dealt 31 instant", "best possible hand": "=highest score holds exactly 31",
        "most you can score": "=highest score 31", "knock straight away": "=knock first turn",
        "no lives left": "=no lives left eliminated", "out of lives": "=no lives left eliminated",
        "run out of lives": "=no lives left eliminated", "ran out of lives": "=no lives left eliminated",
        "runs out of lives": "=no lives left eliminated", "gone": "eliminated",
        "skip": "pass", "no cards left": "stock empty",
        "not enough cards": "stock empty short", "arent enough cards": "stock empty short",
        "aren't enough cards": "stock empty short", "too few cards": "stock empty short",
        "another go": "one more turn",
        "version": "variant", "on zero": "zero floating", "whole hand": "all three", "hits 31": "holds exactly 31",
        "hit 31": "holds exactly 31", "gets 31": "holds exactly 31", "get 31": "holds exactly 31",
        "got 31": "holds exactly 31", "has 31": "holds exactly 31",
        "check": "inspect", "look through": "inspect", "go through": "inspect", "flick through": "inspect",
        "leaf through": "inspect",
    },
    "nl": {
        "kloppen": "knock", "klop": "knock", "klopt": "knock", "ruilen": "swap", "levens": "lives", "leven": "lives",
        "pot": "pool", "aas": "ace", "punten": "score", "gelijk": "tied", "heer": "king", "eenendertig": "=31",
        "afgevallen": "eliminated", "valt af": "eliminated", "in de aflegstapel kijken": "inspect",
        "door de aflegstapel": "inspect",
    },
    "fr": {
        "frapper": "knock", "frappe": "knock", "échanger": "swap", "vies": "lives", "vie": "lives",
        "égalité": "tied", "points": "score", "trente et un": "=31", "trente-et-un": "=31", "31 direct": "31 immédiatement",
        "jouer à": "joueurs",
    },
}
"""Players' words read as the rulebook's (longest phrase first), per language; words after "=" replace the phrase
instead of joining it ("run out of lives" is no empty stock: ask.expand)."""
