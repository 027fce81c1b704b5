"""Sample variant puzzles for the Variant select: one of each kind the page draws most.

Made for this project (a random solution grid, cut into cages or regions, then givens added until
the variant solver finds one solution and thinned while it still does), so they are ours to ship
under the project's licence; the thermometer sample's thermometers were read off its solution grid,
each rising cell by cell to a touching cell with a larger digit; the kropki and XV samples' dots
likewise: every white or black dot, or every X or V, its solution grid has, under the strict rule,
then givens until one solution; the little killer sample's ten diagonals were picked at random
and their totals read off its solution; the arrow sample's eight arrows, a pill of two among
them, were read off its solution grid: a random bulb, then a random path of touching cells, none
on another arrow, whose digits add up to what the bulb reads (givens then added from its solution
until the variant logic finishes it without chains and thinned while it does, hardest step 2.6:
with its first givens it rated 9.9, forcing chains from the start); the sandwich sample's totals too:
every row's and column's, read off its solution grid, then givens until one solution, thinned to
two, then the totals thinned while one solution stays and the variant logic finishes it without
chains, hardest step 2.3). The jigsaw, diagonal, anti-knight and
thermometer samples then got a few more
givens from their solutions, until the variant logic (issue 33) finishes them without forcing
chains (hardest step 2.9-3.2): a sample is where a person first asks for a hint or an explanation.
Each is an Interactive Sudoku Solver (ISS) constraint string, the form the page also shares
(``?variant=``); ``sudoku_core.variants.formats.read_variant`` reads it.
tests/web_unit/test_variant_page.py checks that each reads, is of its kind and has one solution.
"""

SAMPLES = {
    "killer": (".Cage~5~R1C1~R2C1.Cage~18~R1C2~R1C3~R2C2.Cage~10~R1C4~R1C5.Cage~19~R1C6~R1C7~R1C8.Cage~8~R1C9~R2"
               "C9~R3C9.Cage~16~R2C3~R2C4~R2C5.Cage~8~R2C6~R2C7.Cage~15~R2C8~R3C8.Cage~14~R3C1~R3C2~R4C1.Cage~18"
               "~R3C3~R3C4~R3C5.Cage~14~R3C6~R4C5~R4C6.Cage~23~R3C7~R4C7~R4C8~R5C7~R5C8.Cage~9~R4C2~R5C2.Cage~17"
               "~R4C3~R4C4~R5C4~R6C4.Cage~25~R4C9~R5C9~R6C8~R6C9.Cage~19~R5C1~R6C1~R7C1.Cage~4~R5C3~R6C3.Cage~21"
               "~R5C5~R5C6~R6C6.Cage~15~R6C2~R7C2.Cage~8~R6C5~R7C5~R8C5.Cage~8~R6C7~R7C7.Cage~12~R7C3~R7C4.Cage~"
               "11~R7C6~R8C6~R9C6.Cage~9~R7C8~R7C9~R8C8.Cage~16~R8C1~R8C2~R9C1.Cage~10~R8C3~R9C2~R9C3.Cage~24~R8"
               "C4~R9C4~R9C5.Cage~16~R8C7~R9C7~R9C8.Cage~13~R8C9~R9C9.~R6C1_9~R7C8_5"),
    "jigsaw": (".NoBoxes.Jigsaw~0000002220010222221111444521331144553333148853334448856666688556668887556777"
               "77777.~R1C3_2~R1C6_8~R2C2_3~R2C5_4~R2C7_7~R4C5_7~R4C7_9~R5C5_3~R5C6_6~R5C8_1~R6C3_8~R6C6_1~R"
               "7C7_6~R7C9_4~R9C3_5~R9C4_6~R9C5_1~R9C7_3~R9C9_7"),
    "diagonal": (".Diagonal~1.Diagonal~-1.~R1C4_5~R4C1_4~R5C3_6~R5C4_8~R5C9_3~R6C3_1~R6C6_2~R6C7_8~R6C8_7~R7C5"
                 "_5~R7C7_7~R7C8_2~R7C9_9~R8C2_5~R8C3_8~R8C4_1~R8C7_3~R9C1_2~R9C2_6~R9C3_7~R9C4_4~R9C8_1"),
    "thermo": (".Thermo~R2C4~R1C5~R2C5~R3C4.Thermo~R2C6~R3C7~R3C6~R4C5.Thermo~R4C1~R5C1~R4C2~R3C1~R2C1.Thermo~R6C4"
               "~R7C5~R7C4~R6C3~R5C4.Thermo~R6C5~R7C6~R8C5.Thermo~R7C9~R6C9~R7C8~R6C8.Thermo~R9C1~R8C1~R9C2.~R1C2_8~R3C"
               "3_4~R4C3_5~R4C4_1~R4C9_8~R5C3_1~R5C5_5~R5C6_4~R7C7_4~R8C8_5~R9C3_3"),
    "anti-knight": (".AntiKnight.~R1C5_3~R2C1_3~R2C4_9~R2C6_7~R3C1_1~R3C8_5~R4C9_8~R5C2_9~R5C6_5~R5C9_4~R6C1_4~R7"
                    "C1_5~R7C4_6~R7C5_7~R7C6_4~R8C9_6~R9C4_3~R9C8_7"),
    "kropki": (".WhiteDot~R1C4~R1C5.BlackDot~R1C7~R1C8.WhiteDot~R1C8~R1C9.WhiteDot~R1C8~R2C8.WhiteDot~R2C1~R2C2.Whit"
               "eDot~R2C2~R2C3.BlackDot~R2C6~R3C6.WhiteDot~R2C7~R2C8.WhiteDot~R3C2~R3C3.BlackDot~R3C6~R3C7.WhiteDot~"
               "R3C6~R4C6.WhiteDot~R3C7~R3C8.WhiteDot~R4C2~R5C2.WhiteDot~R4C4~R4C5.WhiteDot~R4C5~R4C6.WhiteDot~R4C6~"
               "R5C6.WhiteDot~R4C7~R4C8.BlackDot~R5C1~R6C1.WhiteDot~R5C4~R5C5.WhiteDot~R5C6~R5C7.BlackDot~R5C8~R5C9."
               "WhiteDot~R5C9~R6C9.WhiteDot~R6C1~R6C2.WhiteDot~R6C5~R6C6.WhiteDot~R6C5~R7C5.WhiteDot~R6C7~R6C8.Black"
               "Dot~R6C8~R6C9.BlackDot~R6C8~R7C8.BlackDot~R6C9~R7C9.WhiteDot~R7C2~R8C2.WhiteDot~R7C3~R8C3.WhiteDot~R"
               "7C4~R7C5.WhiteDot~R7C5~R8C5.WhiteDot~R7C7~R7C8.BlackDot~R7C8~R7C9.WhiteDot~R8C1~R8C2.BlackDot~R8C2~R"
               "9C2.WhiteDot~R8C3~R9C3.BlackDot~R8C4~R8C5.BlackDot~R8C4~R9C4.WhiteDot~R8C8~R8C9.WhiteDot~R9C4~R9C5.S"
               "trictKropki.~R7C8_2"),
    "xv": (".X~R2C1~R2C2.X~R2C5~R2C6.V~R2C7~R2C8.X~R3C3~R3C4.X~R3C6~R3C7.X~R4C2~R4C3.V~R5C2~R5C3.X~R5C4~R5C5.X~R"
           "6C2~R6C3.V~R6C4~R6C5.V~R7C1~R8C1.V~R8C6~R9C6.X~R8C8~R8C9.V~R8C8~R9C8.StrictXV.~R1C9_2~R2C5_2~R3C4_1~"
           "R3C8_8~R5C3_4~R8C1_1~R8C4_6~R8C6_4~R8C8_3"),
    "little-killer": (".LittleKiller~48~R1C1.LittleKiller~17~R1C3.LittleKiller~22~R1C5.LittleKiller~40~R1C8.LittleKiller~12"
                      "~R4C9.LittleKiller~41~R6C9.LittleKiller~30~R7C9.LittleKiller~47~R9C2.LittleKiller~29~R9C4.LittleKill"
                      "er~26~R9C5.~R1C4_7~R2C4_4~R2C8_5~R3C2_4~R3C5_3~R3C8_7~R4C5_4~R4C6_6~R4C9_2~R5C4_2~R5C6_9~R6C4_3~R6C9"
                      "_6~R8C3_2~R8C5_1~R8C6_7~R9C1_6~R9C2_5~R9C3_7~R9C4_8~R9C5_2~R9C7_3~R9C8_1"),
    "arrow": (".Arrow~R1C6~R1C5~R2C6~R2C7.PillArrow~2~R3C1~R3C2~R4C1~R5C1~R6C2~R7C2.Arrow~R3C8~R4C8~R5C9.Arrow~R3C9"
              "~R2C8~R1C8.Arrow~R5C6~R4C7~R5C7.Arrow~R8C6~R8C5~R8C4.Arrow~R9C1~R9C2~R8C1.Arrow~R9C4~R9C3~R8C2.~R1C9"
              "_8~R3C1_2~R3C3_6~R3C4_4~R3C6_9~R4C1_6~R4C2_3~R4C8_5~R6C4_2~R6C6_1~R8C5_3~R8C8_8"),
    "sandwich": (".Sandwich~14~R1.Sandwich~20~C1.Sandwich~18~C3.Sandwich~28~C4.Sandwich~3~C5.Sandwich~6~C6.Sandwich~11~C8"
                 ".Sandwich~28~C9.Sandwich~2~R2.Sandwich~9~R5.Sandwich~23~R6.Sandwich~14~R8.Sandwich~35~R9.~R1C7_1~R7C9_7"),
}
