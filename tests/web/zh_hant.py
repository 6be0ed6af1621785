"""What Traditional Chinese as read in Taiwan does not write: the common Simplified-only characters
(each has a Traditional form the page writes instead: 這 for 这, 個 for 个, 後 for 后 ...).

Characters that both scripts write (台, 里, 只, 干, 面, 准, 系, 几, 范, 游 ...) are left out: a text may hold
them rightly. Used by the tests of every zh-Hant text (tests/web/test_app.py, each game's table tests), through
:func:`simplified`."""

SIMPLIFIED = frozenset(
    "这个们来说时过还发对开关门问间题车东长马鸟鱼见觉认让话读写钱银铁书买卖风飞为与后么丢乐习乡亲产会传伤"
    "体从众优价动务区单变号图场处备头实将尽层帮应张当录态总战户择换据数无旧显权条标样没测灭点热状现给级线"
    "组结经继续网联胜览计设试询该请负败资赢转载较输边运进选递释钮错键队阶随难须顺页预额复种历叶园农舰币宝"
    "馆师筑烟货赛纪闭爱齐岁弃刚则剧办势华协卫压厅县圣坏块坚报墙壮声够夺奋奖妇娱孙学宁宽审宪导寻岛帅广庆库"
    "废异弹归彻忆怀悬惊惯戏扑扩执扫护担拟拥挂挡挥损掷摄摆携断晓术机杀杂杨极构枪桥检楼横欢毁毕气汇汉汤沟泽"
    "洁浅济浏涨润渐湾满滚灯灵灾炉炼爷牵犹独狮猎环电画畅疗皱盏盖盘矿码砖础确礼祸离积称税稳穷窃竞笔笼签简粮"
    "紧纠红约纯纲纳纵纷纸练细织终绍绑绕绘络绝统维综绿缓编缘缩罗罚羡翘耸职肃胁脑脚脱腾艺节芦苏茧荐药获莱"
    "营萧萨蓝虑虚虽蚀补袭装观规视誉订讨训议讯记讲许论访证评识诉词译诗诚诞详语误诸谁调谅谈谋谓谜谢谨谱贝贞"
    "贡财责贤质贩贪贫购贯贴贵贷贸费贺赋赌赏赔赖赚赞赠赶趋跃践踪轨轮软轻辅辆辈辉辖达迁远违连迟适逊逻遗邮邻"
    "郑酱铃铜铭铺链销锁锅锋锡锦锻镇镜闪闯闲闹闻阀阁阅阳阴阵际陆陈险隐雾静顶项顾顿颁领颇频颗飘饭饮饰饱饼驱"
    "驶驾验骑骗鸡鸣鸿鹅黄龙"
)


def simplified(text: str) -> set[str]:
    """The characters of ``text`` that Traditional Chinese as read in Taiwan does not write: a
    common Simplified-only form (:data:`SIMPLIFIED`), or a Han character outside Big5, Taiwan's
    character set (which has none of the Simplified-only forms)."""
    return {ch for ch in text if ch in SIMPLIFIED or ("\u4e00" <= ch <= "\u9fff" and not _big5(ch))}


def _big5(ch: str) -> bool:
    try:
        ch.encode("big5")
    except UnicodeEncodeError:
        return False
    return True
