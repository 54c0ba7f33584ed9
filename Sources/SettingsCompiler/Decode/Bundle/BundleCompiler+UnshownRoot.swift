/// A `Root.plist` beside both `Root~iphone.plist` and `Root~ipad.plist`: each device opens its own
/// variant, so the Settings app shows `Root.plist` on none (InAppSettingsKit's sample app keeps one for
/// its in-app screen). It and the pages only it leads to are no Settings-app pages: they are read and
/// their grammar checked, not held to the Settings app's rules.
extension BundleCompiler {
    /// Whether the bundle's `Root.plist` is shown on no device.
    var rootIsUnshown: Bool {
        pages["Root"] != nil && ["Root", "Root~iphone", "Root~ipad"].allSatisfy { files.contains($0 + ".plist") }
    }

    /// `Root` and the pages reached from it through child panes that no other root page (a device's or a
    /// language's variant) reaches; empty unless `rootIsUnshown`.
    func pagesOnlyAnUnshownRootReaches() -> Set<String> {
        guard rootIsUnshown else { return [] }
        let shown = reached(from: order.filter { $0 != "Root" && pages[$0]?.page?.variantOf == "Root" })
        return reached(from: ["Root"]).subtracting(shown)
    }

    /// The pages read that `starts` lead to through child panes, `starts` included.
    private func reached(from starts: [String]) -> Set<String> {
        var seen = Set(starts)
        var stack = starts
        while let name = stack.popLast() {
            for pane in pages[name]?.page?.childPanes ?? [] {
                guard let target = ChildPaneTarget.resolve(pane, in: files).page, pages[target] != nil,
                      seen.insert(target).inserted else { continue }
                stack.append(target)
            }
        }
        return seen
    }
}
