import PropertyList

/// The rest of `render` for a Settings bundle: the pages shown (`PreviewSelection`), the store's values
/// for their keys, the pages resolved once (`BundlePreview`), then the page (`--pane`) or pages drawn in
/// the format asked for.
enum BundleRendering {
    static func render(_ bundle: SettingsBundle, options: Rendering.Options, stored: PlistDictionary, store: ValueStore?,
                       to sink: RenderOutput, result: inout Rendering.Result) {
        let device: Specifier.Idiom = options.device == "pad" ? .pad : .phone
        let selection = PreviewSelection(bundle: bundle, device: device, languageTag: options.language)
        if let note = fallbackNote(options.language, shown: selection.language, of: bundle) {
            result.messages.append(.note(note))
        }
        if options.language != nil, let folder = selection.language {
            result.messages += CatalogPreviewNote.notes(for: folder, in: bundle).map { .note($0) }
        }
        let (values, warnings) = store?.values(in: stored, for: selection.keyedSpecifiers) ?? (BundleValues(), [])
        result.messages += warnings.map { .warning($0) }
        let preview = BundlePreview(selection, values: values, title: options.title)

        var pages = preview.pages
        if let pane = options.pane {
            guard let page = preview.page(named: pane) else {
                let names = preview.pages.map(\.name)
                let suggestion = closestPage(to: pane, in: names).map { "did you mean '\($0)'? " } ?? ""
                result.failure = .usage("no page '\(pane)' in '\(bundle.path)'; \(suggestion)its pages are: "
                    + names.map { "'\($0)'" }.joined(separator: ", "))
                return
            }
            pages = [page]
        }
        switch options.format {
        case .text:
            let renderer = BundleTextRenderer(width: options.width, style: options.style, ascii: options.ascii)
            if let page = pages.first { sink.append(renderer.render(page, of: preview)) }
        case .json:
            sink.append(BundleJSONRenderer().render(preview, bundlePath: bundle.path, pages: pages))
        case .html:
            sink.append(BundleHTMLRenderer(startPage: options.pane).render(preview))
        }
        if case .failure(let error) = sink.commit() { result.failure = .unwritable(error) }
    }

    /// The page `pane` most likely means: a close name, else the one page whose last path component is
    /// or is close to it (`Acknowledgements` → `Licenses/Acknowledgements`).
    private static func closestPage(to pane: String, in names: [String]) -> String? {
        if let close = Suggestions.closest(to: pane, in: names) { return close }
        let last = names.map { String($0.split(separator: "/").last ?? Substring($0)) }
        let same = names.indices.filter { last[$0].lowercased() == pane.lowercased() }
        if same.count == 1 { return names[same[0]] }
        return Suggestions.closest(to: pane, in: last).flatMap { match in
            let indices = names.indices.filter { last[$0] == match }
            return indices.count == 1 ? names[indices[0]] : nil
        }
    }

    /// A note when `--lang` found no translation of its own (neither the tag nor its language), so that
    /// the texts shown are `Base`'s or the plists' own.
    private static func fallbackNote(_ tag: String?, shown: String?, of bundle: SettingsBundle) -> String? {
        guard let tag, shown == nil || shown?.lowercased() == "base", tag.lowercased() != "base" else { return nil }
        let available = bundle.localizations.languages.filter { $0.lowercased() != "base" }
        let has = available.isEmpty ? "it has no translations" : "it has " + available.joined(separator: ", ")
        return "no translation for '\(tag)' in '\(bundle.path)' (\(has)); showing "
            + (shown == nil ? "the untranslated texts" : "Base.lproj")
    }
}
