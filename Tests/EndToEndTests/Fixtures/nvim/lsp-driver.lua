-- lsp-driver.lua — drives `settingsc lsp` with Neovim's built-in LSP client (0.7.2, Debian 12),
-- headless, for Tests/EndToEndTests/NeovimClientTests.swift: opens a file, waits for the
-- diagnostics, asks for a quick fix at the first one, applies it as Neovim applies it, waits for the
-- diagnostics answering the edit to be empty, then shutdown and exit (the server must end with 0).
--
-- Run:
--   LSP_DRIVER_CMD='["/path/settingsc","lsp"]' \
--   LSP_DRIVER_FILE=/abs/path/Root.plist LSP_DRIVER_OUT=/abs/path/results.jsonl \
--   XDG_CACHE_HOME=… XDG_CONFIG_HOME=… XDG_DATA_HOME=… XDG_STATE_HOME=… \
--   nvim --headless -u NONE -i NONE -n --noplugin -c 'luafile /path/lsp-driver.lua' </dev/null
-- (not `nvim -l`: in 0.7.2 that is Vim's lisp mode, and Neovim waits for ever.)
--
-- Environment (all paths absolute):
--   LSP_DRIVER_CMD          JSON array: server argv (required)
--   LSP_DRIVER_FILE         file to open and attach (required)
--   LSP_DRIVER_OUT          results file, JSON lines (required; truncated)
--   LSP_DRIVER_ROOT         workspace root (default: the file's directory)
--   LSP_DRIVER_TIMEOUT_MS   timeout of each wait (default 10000)
--   LSP_DRIVER_LOG_LEVEL    vim.lsp.set_log_level: trace|debug|info|warn|error (default warn);
--                           the log is $XDG_CACHE_HOME/nvim/lsp.log
--   LSP_DRIVER_LANGUAGE_ID  languageId for didOpen (default: from the file extension)
--   LSP_DRIVER_POSITION_ENCODING  optional "utf-8": advertise capabilities.general.positionEncodings
--                           = {"utf-8"} (Neovim 0.7.2 advertises none, i.e. UTF-16), use utf-8
--                           on the client side and require the server to answer
--                           capabilities.positionEncoding = "utf-8"
--   LSP_DRIVER_VERIFY_METHOD  optional custom request answering {text=...}; the driver then checks
--                           the server's copy of the text equals the buffer after the edit
--
-- Exit status: 0 = every step passed; 1 = any failure (message on stderr, prefixed
-- "lsp-driver.lua: "), including a Lua error, a timeout, diagnostics not cleared, or the
-- server exiting with a non-zero status after shutdown/exit.

local out_fh
local client_id
local exit_info -- {code=, signal=} once the server process has exited

local function emit(tbl)
  out_fh:write(vim.fn.json_encode(tbl), '\n')
  out_fh:flush()
end

local function env(name, default)
  local v = os.getenv(name)
  if v == nil or v == '' then
    if default == nil then error('missing environment variable ' .. name, 0) end
    return default
  end
  return v
end

local function wait_for(what, timeout_ms, cond)
  -- vim.wait runs the event loop (RPC callbacks, vim.schedule'd handlers) while polling.
  local ok = vim.wait(timeout_ms, cond, 10)
  if not ok then error(string.format('timeout after %d ms waiting for %s', timeout_ms, what), 0) end
end

local function main()
  local cmd = vim.fn.json_decode(env('LSP_DRIVER_CMD'))
  assert(type(cmd) == 'table' and #cmd >= 1, 'LSP_DRIVER_CMD must be a JSON array')
  local file = env('LSP_DRIVER_FILE')
  local out = env('LSP_DRIVER_OUT')
  local root = env('LSP_DRIVER_ROOT', vim.fn.fnamemodify(file, ':p:h'))
  local timeout = tonumber(env('LSP_DRIVER_TIMEOUT_MS', '10000'))
  local verify_method = os.getenv('LSP_DRIVER_VERIFY_METHOD')
  local ext = vim.fn.fnamemodify(file, ':e')
  local language_id = env('LSP_DRIVER_LANGUAGE_ID', ext ~= '' and ext or 'plaintext')
  local position_encoding = os.getenv('LSP_DRIVER_POSITION_ENCODING')
  local capabilities -- nil = Neovim's defaults (make_client_capabilities)
  if position_encoding and position_encoding ~= '' then
    capabilities = vim.lsp.protocol.make_client_capabilities()
    capabilities.general = { positionEncodings = { position_encoding } }
  else
    position_encoding = nil
  end

  out_fh = assert(io.open(out, 'w'))
  vim.lsp.set_log_level(env('LSP_DRIVER_LOG_LEVEL', 'warn'))

  -- 1. Open the file in a real buffer (a named, loaded buffer is required by buf_attach_client).
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)

  -- Keep every raw LSP publishDiagnostics (0.7 converts ranges to byte columns and drops the
  -- original range; user_data.lsp keeps only code/codeDescription/tags/relatedInformation/data).
  local publishes = {} -- list of {seq=, uri=, version=, diagnostics=}
  local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']

  -- 2. Start the server and attach it to the buffer.
  client_id = vim.lsp.start_client({
    name = 'settingsc',
    cmd = cmd,
    root_dir = root,
    get_language_id = function() return language_id end,
    capabilities = capabilities,
    offset_encoding = position_encoding, -- nil = 'utf-16'; 0.7.2 never reads the server's choice
    flags = {
      debounce_text_changes = 0, -- 0.7.2 defaults to 150 ms: send didChange at once
      exit_timeout = 2000,
    },
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
        if result then
          -- map the URI to a buffer exactly as 0.7.2's on_publish_diagnostics does, so a
          -- differently spelled URI for the same file (e.g. other percent-escapes) still counts
          local fname = vim.uri_to_fname(result.uri)
          local target
          if #result.diagnostics > 0 or vim.fn.bufexists(fname) == 1 then target = vim.fn.bufadd(fname) end
          table.insert(publishes, {
            seq = #publishes + 1, uri = result.uri, bufnr = target, version = result.version,
            diagnostics = result.diagnostics,
          })
        end
        return default_publish(err, result, ctx, config)
      end,
      -- headless Neovim would block forever in inputlist() on a showMessageRequest
      ['window/showMessageRequest'] = function() return vim.NIL end,
    },
    on_exit = function(code, signal) exit_info = { code = code, signal = signal } end,
  })
  assert(client_id, 'vim.lsp.start_client failed (bad cmd?)')
  assert(vim.lsp.buf_attach_client(bufnr, client_id), 'buf_attach_client failed')

  local client = vim.lsp.get_client_by_id(client_id)
  wait_for('initialize', timeout, function() return client.initialized or exit_info ~= nil end)
  if exit_info then error('server exited during initialize: ' .. vim.inspect(exit_info), 0) end
  if position_encoding and client.server_capabilities.positionEncoding ~= position_encoding then
    error('server did not accept positionEncoding ' .. position_encoding .. ': '
      .. tostring(client.server_capabilities.positionEncoding), 0)
  end
  emit({ event = 'initialized', offset_encoding = client.offset_encoding,
         server_capabilities = client.server_capabilities })

  local function last_publish_for_uri()
    for i = #publishes, 1, -1 do
      if publishes[i].bufnr == bufnr then return publishes[i] end
    end
  end

  local function emit_diagnostics(phase)
    local raw = last_publish_for_uri()
    local vdiags = vim.diagnostic.get(bufnr)
    for i, d in ipairs(vdiags) do
      emit({
        event = 'diagnostic', phase = phase,
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, -- 0-based, byte cols
        severity = d.severity, message = d.message, code = d.code, source = d.source,
        user_data_lsp = d.user_data and d.user_data.lsp or vim.NIL,
        lsp_range = raw and raw.diagnostics[i] and raw.diagnostics[i].range or vim.NIL,
      })
    end
    emit({ event = 'diagnostics', phase = phase, count = #vdiags, uri = raw and raw.uri or vim.NIL,
           publish_version = raw and raw.version or vim.NIL,
           buffer_version = vim.lsp.util.buf_versions[bufnr] })
    return vdiags
  end

  -- 3. Wait for the first diagnostics for this buffer (sent by the server after didOpen).
  wait_for('diagnostics after didOpen', timeout, function() return last_publish_for_uri() ~= nil end)
  local opened = emit_diagnostics('open')
  if #opened == 0 then error('no diagnostics published on open', 0) end

  -- 4. Code actions at the first diagnostic's range, with the server's own LSP diagnostic.
  local lsp_diag = last_publish_for_uri().diagnostics[1]
  local params = {
    textDocument = { uri = uri },
    range = lsp_diag.range,
    context = { diagnostics = { lsp_diag }, only = { 'quickfix' } },
  }
  local responses, req_err = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, timeout)
  if not responses then error('codeAction request failed: ' .. tostring(req_err), 0) end
  local resp = responses[client_id]
  if not resp then error('no codeAction response from the client', 0) end
  -- buf_request_sync's per-client table uses the key `error` (client.request_sync uses `err`)
  if resp.error then error('codeAction error: ' .. vim.inspect(resp.error), 0) end
  local action
  for _, a in ipairs(resp.result or {}) do
    if a.edit then action = a break end -- a Command (no .edit) would need workspace/executeCommand
  end
  if not action then error('no code action with an edit: ' .. vim.inspect(resp.result), 0) end
  emit({ event = 'code_action', title = action.title, kind = action.kind or vim.NIL,
         count = #resp.result })

  -- Apply it; 0.7.2 wants the encoding explicitly (it warns once and misbehaves without it).
  local seq_before = #publishes
  local version_before = vim.lsp.util.buf_versions[bufnr]
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  local version_after = vim.lsp.util.buf_versions[bufnr]
  if version_after == version_before then
    error('applying the edit did not change the buffer (version ' .. tostring(version_after) .. ')', 0)
  end
  emit({ event = 'buffer', phase = 'after_edit', version = version_after,
         lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, true) })

  -- 5. Wait for the diagnostics that answer the edit: a publish after the edit whose version
  -- is the buffer's current version (when the server sends versions) and that is empty.
  wait_for('diagnostics to clear after the edit', timeout, function()
    local p = last_publish_for_uri()
    if p.seq <= seq_before then return false end
    if p.version ~= nil and p.version ~= vim.lsp.util.buf_versions[bufnr] then return false end
    return #p.diagnostics == 0
  end)
  local after = emit_diagnostics('after_edit')
  if #after ~= 0 then error('diagnostics did not clear', 0) end

  if verify_method then
    local r, e = client.request_sync(verify_method, { uri = uri }, timeout, bufnr)
    if not r or r.err then error(verify_method .. ' failed: ' .. vim.inspect(e or r.err), 0) end
    local buftext = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), '\n')
      .. (vim.bo[bufnr].eol and '\n' or '')
    local same = r.result and r.result.text == buftext
    emit({ event = 'verify_text', same = same, server_version = r.result and r.result.version or vim.NIL })
    if not same then
      error('server text differs from buffer:\n' .. vim.inspect(r.result) .. '\nvs\n' .. vim.inspect(buftext), 0)
    end
  end

  -- 6. Clean shutdown: shutdown request, then exit notification; wait for the process to end.
  client.stop()
  wait_for('server exit', timeout, function() return exit_info ~= nil end)
  emit({ event = 'server_exit', code = exit_info.code, signal = exit_info.signal })
  if exit_info.code ~= 0 or exit_info.signal ~= 0 then
    error('server exited with ' .. vim.inspect(exit_info), 0)
  end
  emit({ event = 'done', ok = true })
end

local ok, err = xpcall(main, debug.traceback)
if ok then
  out_fh:close()
  vim.cmd('qall!')
else
  io.stderr:write('lsp-driver.lua: ', tostring(err), '\n')
  pcall(function()
    emit({ event = 'done', ok = false, error = tostring(err) })
    out_fh:close()
  end)
  if client_id and not exit_info then pcall(vim.lsp.stop_client, client_id, true) end
  vim.cmd('cquit 1')
end
