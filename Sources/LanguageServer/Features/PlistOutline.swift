import Platform

/// The elements of an XML property list's text and where each starts and ends, found by a scan that
/// never fails: the text being typed is seldom well-formed (`<string>PSTog` with no end tag yet), and
/// completion, hover and symbols still need to know which element the cursor is in and whose value
/// it is. Nothing is checked here: the compiler reports what is wrong.
///
/// Comments, processing instructions and declarations are skipped; an end tag closes the element it
/// names and any left open inside it; what is open at the end ends there.
struct PlistOutline {
    struct Element {
        /// The tag name (`dict`, `key`, `string`…).
        var name: String
        /// The offset of its `<`.
        var start: Int
        /// The offsets of its content (after the start tag's `>`, to its end tag's `<`).
        var contentStart: Int
        var contentEnd: Int
        /// The offset after its end tag (or where it was cut off).
        var end: Int
        var parent: Int?
        /// Its child elements, in order.
        var children: [Int] = []
    }

    /// The most elements outlined (what is past them is not looked at).
    static let maxElements = 200_000

    let text: [UInt8]
    private(set) var elements: [Element] = []

    init(_ text: [UInt8]) {
        self.text = text
        scan()
    }

    private mutating func scan() {
        var open: [Int] = []
        var index = 0
        while index < text.count, elements.count < Self.maxElements {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(with: "<!--", at: index) {
                index = after("-->", from: index + 4)
            } else if starts(with: "<![CDATA[", at: index) {
                index = after("]]>", from: index + 9)
            } else if starts(with: "<?", at: index) {
                index = after("?>", from: index + 2)
            } else if starts(with: "<!", at: index) {
                index = after(">", from: index + 2)
            } else if starts(with: "</", at: index) {
                let name = self.name(at: index + 2)
                let end = after(">", from: index + 2)
                if let match = open.lastIndex(where: { elements[$0].name == name }) {
                    while open.count > match {
                        let element = open.removeLast()
                        elements[element].contentEnd = index
                        elements[element].end = open.count == match ? end : index
                    }
                }
                index = end
            } else {
                let name = self.name(at: index + 1)
                let end = after(">", from: index + 1)
                let selfClosing = end >= 2 && end <= text.count && text[end - 2] == UInt8(ascii: "/")
                    && text[end - 1] == UInt8(ascii: ">")
                let element = elements.count
                elements.append(Element(name: name, start: index, contentStart: end, contentEnd: end, end: end,
                                        parent: open.last))
                if let parent = open.last { elements[parent].children.append(element) }
                if !selfClosing && !name.isEmpty { open.append(element) }
                index = end
            }
        }
        for element in open {
            elements[element].contentEnd = text.count
            elements[element].end = text.count
        }
    }

    // MARK: Looking things up

    /// The innermost element whose content holds `offset` (its ends included: the cursor right after
    /// `<key>` or right before `</key>` is in the key).
    func element(containing offset: Int) -> Int? {
        var found: Int?
        var candidates = elements.indices.filter { elements[$0].parent == nil }
        while let next = candidates.first(where: { elements[$0].contentStart <= offset && offset <= elements[$0].contentEnd }) {
            found = next
            candidates = elements[next].children
        }
        return found
    }

    /// The text of a scalar element's content, entities decoded (`&lt;` → `<`).
    func content(of element: Int) -> String {
        let slice = text[elements[element].contentStart..<min(elements[element].contentEnd, text.count)]
        return Self.decodeEntities(String(decoding: slice, as: UTF8.self))
    }

    /// The value element of `key` in the dictionary `dict` (the element after the last `<key>key</key>`).
    func value(of key: String, in dict: Int) -> Int? {
        var found: Int?
        let children = elements[dict].children
        for (position, child) in children.enumerated() where elements[child].name == "key" && content(of: child) == key {
            found = position + 1 < children.count ? children[position + 1] : nil
        }
        return found
    }

    /// The text of the string value of `key` in `dict`.
    func string(of key: String, in dict: Int) -> String? {
        value(of: key, in: dict).flatMap { elements[$0].name == "string" ? content(of: $0) : nil }
    }

    /// The key a value of a dictionary is the value of (the `<key>` just before it).
    func key(of value: Int) -> String? {
        guard let parent = elements[value].parent, elements[parent].name == "dict" else { return nil }
        let children = elements[parent].children
        guard let position = children.firstIndex(of: value), position > 0,
              elements[children[position - 1]].name == "key" else { return nil }
        return content(of: children[position - 1])
    }

    /// The keys written in a dictionary.
    func keys(in dict: Int) -> [String] {
        elements[dict].children.filter { elements[$0].name == "key" }.map { content(of: $0) }
    }

    /// The page's root dictionary: the first `<dict>` in `<plist>` (or at the top).
    var rootDictionary: Int? {
        let top = elements.indices.first { elements[$0].parent == nil && elements[$0].name != "plist" }
            ?? elements.indices.first { elements[$0].name == "plist" }.flatMap { plist in
                elements[plist].children.first }
        return top.flatMap { elements[$0].name == "dict" ? $0 : nil }
    }

    /// The specifier dictionaries: the `<dict>`s in the root's `PreferenceSpecifiers` array.
    var specifiers: [Int] {
        guard let root = rootDictionary, let array = value(of: "PreferenceSpecifiers", in: root),
              elements[array].name == "array" else { return [] }
        return elements[array].children.filter { elements[$0].name == "dict" }
    }

    // MARK: Scanning

    private func starts(with literal: StaticString, at index: Int) -> Bool {
        System.bytes(text, at: index, startWith: literal)
    }

    /// The offset after the next `literal` from `index` (the end of the text if none).
    private func after(_ literal: StaticString, from index: Int) -> Int {
        System.offset(of: literal, in: text, from: index).map { $0 + literal.byteCount } ?? text.count
    }

    private func name(at index: Int) -> String {
        var end = index
        while end < text.count, !Self.endsName(text[end]) { end += 1 }
        return String(decoding: text[index..<end], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "<")
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and character references decoded.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result += rest[amp...]
                return result
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"][String(name)]
            if let named {
                result += named
            } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
