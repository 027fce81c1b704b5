a = [list(map(int, input().split())) for _ in range(9)]
def ok(r, c, d):
    for k in range(9):
        if a[r][k] == d or a[k][c] == d:
            return False
    br, bc = r // 3 * 3, c // 3 * 3
    for i in range(br, br + 3):
        for j in range(bc, bc + 3):
            if a[i][j] == d:
                return False
    return True
def dfs(p):
    if p == 81:
        return True
    r, c = divmod(p, 9)
    if a[r][c]:
        return dfs(p + 1)
    for d in range(1, 10):
        if ok(r, c, d):
            a[r][c] = d
            if dfs(p + 1):
                return True
            a[r][c] = 0
    return False
dfs(0)
for row in a:
    print(" ".join(map(str, row)))
