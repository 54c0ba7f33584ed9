import JSON
import SettingsCompiler

/// `initialize`: the position encoding agreed, what the server offers; then file watchers.
extension Server {
    /// The code action kind of "apply every fix-it of the file".
    static let fixAllKind = "source.fixAll.settingsc"

    func initialize(_ params: JSONValue?, in document: JSONDocument) -> Reply {
        encoding = .negotiated(offered: document.strings(at: ["capabilities", "general", "positionEncodings"], in: params))
        let watch = document.value(at: ["capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration"],
                                   in: params)
        canWatchFiles = watch.flatMap { document.bool($0) } ?? false
        readWorkspaceFolders(params, in: document)
        let encoding = self.encoding
        return { writer in
            writer.object { writer in
                writer.member("capabilities") { writer in
                    Self.writeCapabilities(encoding: encoding, to: &writer)
                }
                writer.member("serverInfo") { writer in
                    writer.object { writer in
                        writer.member("name", "settingsc")
                        writer.member("version", Version.current)
                    }
                }
            }
        }
    }

    private static func writeCapabilities(encoding: PositionEncoding, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("positionEncoding", encoding.rawValue)
            writer.member("textDocumentSync") { writer in
                writer.object { writer in
                    writer.member("openClose", true)
                    // Incremental: only what changed is sent.
                    writer.member("change", 2)
                    writer.member("save") { writer in writer.object { $0.member("includeText", false) } }
                }
            }
            writer.member("codeActionProvider") { writer in
                writer.object { writer in
                    writer.member("codeActionKinds") { writer in
                        writer.array { writer in
                            writer.string("quickfix")
                            writer.string(fixAllKind)
                        }
                    }
                }
            }
            writer.member("completionProvider") { writer in
                writer.object { writer in
                    writer.member("triggerCharacters") { writer in
                        writer.array { writer in
                            writer.string(">")
                            writer.string("\"")
                        }
                    }
                }
            }
            writer.member("workspace") { writer in
                writer.object { writer in
                    writer.member("workspaceFolders") { writer in
                        writer.object { writer in
                            writer.member("supported", true)
                            writer.member("changeNotifications", true)
                        }
                    }
                }
            }
            writer.member("hoverProvider", true)
            writer.member("definitionProvider", true)
            writer.member("documentSymbolProvider", true)
        }
    }

    /// After `initialized`: asks to hear of changes on disk to configurations and bundle files, when
    /// the client lets servers register watchers (a client that does not is never asked).
    func registerWatchers() {
        guard canWatchFiles else { return }
        sendRequest("client/registerCapability") { writer in
            writer.object { writer in
                writer.member("registrations") { writer in
                    writer.array { writer in
                        writer.object { writer in
                            writer.member("id", "settingsc-watched-files")
                            writer.member("method", "workspace/didChangeWatchedFiles")
                            writer.member("registerOptions") { writer in
                                writer.object { writer in
                                    writer.member("watchers") { writer in
                                        writer.array { writer in
                                            for pattern in ["**/.settingsc.json", "**/*.plist", "**/*.strings", "**/*.xcstrings"] {
                                                writer.object { $0.member("globPattern", pattern) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
