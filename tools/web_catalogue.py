"""Write the web page's Dutch and French catalogues (stopbus_ref/web/locale/{nl,fr}/LC_MESSAGES/web.po and .mo)
from the template Babel extracted (web.pot) and the translations below, in the seeds' own words (003 for Dutch:
fiches, trekken, afleggen, de bus stoppen; 004 for French: jetons, pioche, défausse, donneur, dernier tour).

    pybabel extract -F babel-web.cfg -o stopbus_ref/web/locale/web.pot --no-location --omit-header .
    python tools/web_catalogue.py

A string of the templates without a translation here is reported, and stays English on the page.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parent.parent / "stopbus_ref" / "web" / "locale"

T: dict[str, tuple[str | tuple[str, ...], str | tuple[str, ...]]] = {
    "Game": ("Spel", "Jeu"),
    "Brag (Stop the Bus)": ("Brag (Stop de Bus)", "Brag (Stop the Bus)"),
    "The 31-point game": ("Het spel van 31 punten", "Le jeu en 31 points"),
    "Ask": ("Vraag", "Demander"),
    "Ask a rules question": ("Stel een vraag over de regels", "Posez une question sur les règles"),
    "Your question": ("Je vraag", "Votre question"),
    "Can the person who stopped the bus lose a token?": ("Kan wie de bus stopte een fiche verliezen?",
                                                         "Celui qui arrête le bus peut-il perdre un jeton ?"),
    "Answer": ("Antwoord", "Réponse"),
    "Rule": ("Regel", "Règle"),
    "Related rules": ("Verwante regels", "Règles liées"),
    "No rule of this game answers that.": ("Geen regel van dit spel beantwoordt dat.",
                                           "Aucune règle de ce jeu n’y répond."),
    "Skip to the page": ("Naar de inhoud", "Aller au contenu"),
    "Pages": ("Pagina's", "Pages"),
    "Hands": ("Handen", "Mains"),
    "Rules": ("Regels", "Règles"),
    "Table": ("Tafel", "Table"),
    "Language": ("Taal", "Langue"),
    "Not possible": ("Niet mogelijk", "Impossible"),
    "Back to the tables": ("Terug naar de tafels", "Retour aux tables"),
    "Rank or compare hands": ("Handen rangschikken of vergelijken", "Classer ou comparer des mains"),
    "Verdict": ("Uitspraak", "Verdict"),
    "Loses the token: %(who)s": ("Verliest de fiche: %(who)s", "Perd le jeton : %(who)s"),
    "No single loser: the worst hands are tied exactly, even after the suit rule.": (
        "Geen enkele verliezer: de slechtste handen zijn precies gelijk, ook na de kleurregel.",
        "Pas de perdant unique : les pires mains sont exactement à égalité, même après la règle des couleurs."),
    "Why": ("Waarom", "Pourquoi"),
    "Best first": ("Beste eerst", "La meilleure d’abord"),
    "class": ("klasse", "classe"),
    "Class %(n)s of 741; beats %(beats)s of %(total)s hands.": (
        "Klasse %(n)s van 741; verslaat %(beats)s van de %(total)s handen.",
        "Classe %(n)s sur 741 ; bat %(beats)s des %(total)s mains."),
    "Type each hand as Name=cards (Ann=8c 9c 10c), or pick the cards below.": (
        "Typ elke hand als Naam=kaarten (Ann=8c 9c 10c), of kies de kaarten hieronder.",
        "Tapez chaque main comme Nom=cartes (Ann=8c 9c 10c), ou choisissez les cartes ci-dessous."),
    "Hand %(n)s": ("Hand %(n)s", "Main %(n)s"),
    "Card picker: adds a card to the hand being typed": ("Kaartkiezer: voegt een kaart toe aan de hand die je typt",
                                                         "Choix des cartes : ajoute une carte à la main en cours"),
    "Clear this hand": ("Deze hand wissen", "Effacer cette main"),
    "Compare": ("Vergelijken", "Comparer"),
    "The rulebook": ("Het regelboek", "Le livre des règles"),
    "Search the rules": ("Zoek in de regels", "Chercher dans les règles"),
    "Search": ("Zoeken", "Chercher"),
    "%(num)s rule found.": (("%(num)s regel gevonden.", "%(num)s regels gevonden."),
                            ("%(num)s règle trouvée.", "%(num)s règles trouvées.")),
    "Every rule": ("Alle regels", "Toutes les règles"),
    "See also": ("Zie ook", "Voir aussi"),
    "House rules": ("Huisregels", "Règles de la maison"),
    "A table may agree differently on these points; the first value is the rule texts' reading.": (
        "Een tafel kan over deze punten iets anders afspreken; de eerste waarde is wat de regelteksten zeggen.",
        "Une table peut en convenir autrement ; la première valeur est la lecture des textes de règles."),
    "Brag": ("Brag", "Brag"),
    "deal %(n)s": ("ronde %(n)s", "donne %(n)s"),
    "Game over: %(who)s wins": ("Einde van het spel: %(who)s wint", "Partie finie : %(who)s gagne"),
    "%(who)s's final turn": ("Laatste beurt van %(who)s", "Dernier tour de %(who)s"),
    "%(who)s's turn": ("%(who)s is aan de beurt", "À %(who)s de jouer"),
    "Showdown: the hands of %(who)s": ("Handen tonen: de handen van %(who)s", "Abattage : les mains de %(who)s"),
    "Deal %(n)s: %(dealer)s deals": ("Ronde %(n)s: %(dealer)s deelt", "Donne %(n)s : %(dealer)s distribue"),
    "%(num)s token": (("%(num)s fiche", "%(num)s fiches"), ("%(num)s jeton", "%(num)s jetons")),
    "out": ("uit het spel", "éliminé"),
    "%(num)s life": (("%(num)s leven", "%(num)s levens"), ("%(num)s vie", "%(num)s vies")),
    "dealer": ("deler", "donneur"),
    "Discard": ("Aflegstapel", "Défausse"),
    "Pool": ("Tafelkaarten", "Cartes de table"),
    "Stock: not empty": ("Stapel: niet leeg", "Pioche : pas vide"),
    "Stock: empty": ("Stapel: leeg", "Pioche : vide"),
    "Stock": ("Stapel", "Pioche"),
    "Last ruling": ("Laatste uitspraak", "Dernière décision"),
    "The card discarded": ("De afgelegde kaart", "La carte défaussée"),
    "The cards shown": ("De getoonde kaarten", "Les cartes montrées"),
    "The cards turned up": ("De opengelegde kaarten", "Les cartes retournées"),
    "Draw, discard the card": ("Trekken, de kaart afleggen", "Piocher, défausser la carte"),
    "Take, discard the card": ("Aflegkaart nemen, de kaart afleggen", "Prendre la défausse, défausser la carte"),
    "Stop the bus": ("De bus stoppen", "Arrêter le bus"),
    "Knock": ("Kloppen", "Frapper"),
    "Swap: take the pool card, turn up the other": ("Ruilen: de tafelkaart nemen, de andere open leggen",
                                                    "Échanger : prendre la carte de table, retourner l’autre"),
    "Swap all: turn up the cards picked": ("Alles ruilen: de gekozen kaarten open leggen",
                                           "Tout échanger : retourner les cartes choisies"),
    "The cards swapped": ("De geruilde kaarten", "Les cartes échangées"),
    "Pass": ("Passen", "Passer"),
    "Blitz": ("Blitz", "Blitz"),
    "Show %(who)s's hand": ("Hand van %(who)s tonen", "Montrer la main de %(who)s"),
    "Turn up the upcard": ("De open kaart omdraaien", "Retourner la carte visible"),
    "Turn up the pool": ("De tafelkaarten omdraaien", "Retourner les cartes de table"),
    "Or type the move as said at the table": ("Of typ de zet zoals aan tafel gezegd",
                                              "Ou tapez le coup comme dit à la table"),
    "Send": ("Versturen", "Envoyer"),
    "Undo": ("Ongedaan maken", "Annuler"),
    "Why?": ("Waarom?", "Pourquoi ?"),
    "Download the record": ("Het verslag downloaden", "Télécharger la feuille de partie"),
    "Close the table": ("De tafel sluiten", "Fermer la table"),
    "Hand the scoring over": ("De telling overdragen", "Passer le comptage"),
    "Scan this code with the phone that takes over the scoring.": (
        "Scan deze code met de telefoon die de telling overneemt.",
        "Scannez ce code avec le téléphone qui reprend le comptage."),
    "You are following this table; the scorer's phone moves.": (
        "Je volgt deze tafel; de telefoon van de teller speelt de zetten.",
        "Vous suivez cette table ; le téléphone du marqueur joue les coups."),
    "Record": ("Verslag", "Feuille de partie"),
    "Referee a table": ("Een tafel scheidsrechteren", "Arbitrer une table"),
    "New game": ("Nieuw spel", "Nouvelle partie"),
    "Set up a 31-point game instead": ("Liever een spel van 31 punten", "Plutôt une partie en 31 points"),
    "Set up a Brag game instead": ("Liever een spel Brag", "Plutôt une partie de Brag"),
    "Players in seating order (clockwise)": ("Spelers in zitvolgorde (met de klok mee)",
                                             "Joueurs dans l’ordre des places (sens horaire)"),
    "Dealer": ("Deler", "Donneur"),
    "Tokens each": ("Fiches per speler", "Jetons par joueur"),
    "Lives each": ("Levens per speler", "Vies par joueur"),
    "the rule texts": ("de regelteksten", "les textes de règles"),
    "Start the game": ("Het spel beginnen", "Commencer la partie"),
    "Records": ("Verslagen", "Feuilles de partie"),
    "Folder": ("Map", "Dossier"),
    "Follow": ("Volgen", "Suivre"),
    "Resume": ("Hervatten", "Reprendre"),
    "No record yet.": ("Nog geen verslag.", "Pas encore de feuille de partie."),
    "Pick the cards for that move first.": ("Kies eerst de kaarten voor die zet.",
                                            "Choisissez d’abord les cartes de ce coup."),
}


def main() -> int:
    with open(LOCALE / "web.pot", "rb") as f:
        template = read_po(f)
    missing = [m.id for m in template if m.id and (m.id[0] if isinstance(m.id, tuple) else m.id) not in T]
    for i, code in enumerate(("nl", "fr")):
        cat = Catalog(locale=code, domain="web", project="stopbus", fuzzy=False)
        for m in template:
            if not m.id:
                continue
            key = m.id[0] if isinstance(m.id, tuple) else m.id
            if key in T:
                said = T[key][i]
                if isinstance(said, tuple):  # the plural forms: one, then the others (French has a third, for
                    said = (said[0], *[said[-1]] * (cat.num_plurals - 1))  # millions: "de jetons", said as the rest)
                cat.add(m.id, said)
        folder = LOCALE / code / "LC_MESSAGES"
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / "web.po", "wb") as f:
            write_po(f, cat, omit_header=False, no_location=True, width=120)
        with open(folder / "web.mo", "wb") as f:
            write_mo(f, cat)
    for m in missing:
        print(f"no translation: {m!r}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
