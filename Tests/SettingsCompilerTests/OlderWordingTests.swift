import PropertyList
import Testing

/// `Suggestions.closestWording`: a table's older wording of a text, found among many entries at a
/// bounded cost.
@Suite("older wordings of a text")
struct OlderWordingTests {
    @Test func aCloseEntryIsFoundAndAFarOneIsNot() {
        var budget = 1_000
        #expect(Suggestions.closestWording(to: "Restart Vim or dash after closing a-Shell",
                                           in: ["Sound", "Restart Vim after closing a-Shell", "Restart after closing"],
                                           budget: &budget) == "Restart Vim after closing a-Shell")
        // A quarter of the text may differ, no more; a short text has no older wording.
        #expect(Suggestions.closestWording(to: "Enable sync over Wi-Fi", in: ["Disable all sound effects"], budget: &budget) == nil)
        #expect(Suggestions.closestWording(to: "Ton", in: ["Tom"], budget: &budget) == nil)
    }

    /// Each entry measured uses one of the budget; entries whose lengths rule them out use none. Without
    /// the budget, a search over a table of thousands of entries for each of hundreds of texts is unbounded.
    @Test func theBudgetBoundsTheWork() {
        let entries = (0..<5_000).map { "Quantity \($0) of unrelated things here" } + ["Restart the app after closing it"]
        var budget = 100
        #expect(Suggestions.closestWording(to: "Restart the app after you close it", in: entries, budget: &budget) == nil)
        #expect(budget == 0)
        var enough = 10_000
        #expect(Suggestions.closestWording(to: "Restart the app after you close it", in: entries, budget: &enough)
                == "Restart the app after closing it")
        var untouched = 10
        #expect(Suggestions.closestWording(to: "Short text", in: entries, budget: &untouched) == nil)
        #expect(untouched == 10)
    }
}
