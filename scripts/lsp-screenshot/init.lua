vim.cmd('filetype on | syntax on')
vim.o.termguicolors = false
vim.o.number = true
vim.o.signcolumn = 'yes'
vim.o.laststatus = 2
vim.o.shortmess = vim.o.shortmess .. 'F'
vim.opt.listchars = { tab = '  ' }
vim.o.tabstop = 4
vim.diagnostic.config({ virtual_text = { spacing = 2 }, severity_sort = true })
vim.api.nvim_create_autocmd({ 'BufReadPost' }, {
  pattern = { '*.plist', '*.strings' },
  callback = function(args)
    local id = vim.lsp.start_client({ name = 'settingsc', cmd = { os.getenv('SETTINGSC'), 'lsp' },
                                      root_dir = vim.fn.fnamemodify(args.file, ':p:h') })
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})
