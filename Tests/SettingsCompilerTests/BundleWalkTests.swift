import Foundation
import PropertyList
import SettingsCompiler
import Testing

/// The walk through a bundle's child panes on hostile shapes: it ends, with one diagnostic, in linear
/// time and memory, and reads the rest of the bundle all the same.
@Suite("Bundle walk")
struct BundleWalkTests {
    /// A chain of 6,600 pages, each opening the next (a recursive walk overflowed the stack at ~6,550,
    /// and copied the path at every level): followed 100 deep, then one limit-exceeded error; the pages
    /// below are read as pages nothing reaches.
    @Test func aLongChainOfChildPanesStopsAtTheLimit() throws {
        var files: [String: String] = [:]
        let count = 6_600
        for index in 0..<count {
            let next = index + 1 < count ? specifier("PSChildPaneSpecifier", "<key>Title</key><string>Next</string>"
                + "<key>File</key><string>P\(index + 1)</string>") : ""
            files[index == 0 ? "Root.plist" : "P\(index).plist"] = page(next)
        }
        let bundle = try TemporaryBundle(files)
        defer { bundle.remove() }
        let compilation = bundle.compile()
        let diagnostics = compilation.reports.flatMap(\.diagnostics)
        let limits = diagnostics.filter { $0.rule == .limitExceeded }
        #expect(limits.map(\.message) == ["child panes are nested more than 100 pages deep; 'P100' and the pages below it "
            + "are not checked"])
        guard case .bundle(let read)? = compilation.definition else { Issue.record("no bundle"); return }
        #expect(read.pages.count == 100)
        #expect(diagnostics.count(where: { $0.rule == .unreachedPage }) == count - 100)
    }

    /// A loop of pages is reported once and ends the walk; a page reached twice is read once.
    @Test func loopsEndAndPagesAreReadOnce() throws {
        let pane = { (file: String) in specifier("PSChildPaneSpecifier", "<key>Title</key><string>\(file)</string>"
            + "<key>File</key><string>\(file)</string>") }
        let bundle = try TemporaryBundle([
            "Root.plist": page(pane("A") + pane("B")),
            "A.plist": page(pane("B")),
            "B.plist": page(pane("A")),
        ])
        defer { bundle.remove() }
        let compilation = bundle.compile()
        guard case .bundle(let read)? = compilation.definition else { Issue.record("no bundle"); return }
        #expect(read.pages.map(\.name) == ["Root", "A", "B"])
        #expect(compilation.reports.flatMap(\.diagnostics).map(\.message)
            == ["child pane 'A' leads back to a page on its own path (Root → A → B → A)"])
    }
}
