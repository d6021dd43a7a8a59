//! Orders (buyruq) and their items: numbered uniquely per institution and year, each item keeping
//! what applying it did so that a reversal undoes exactly that.

use crate::rows::NameRow;
use crate::stored;
use std::collections::HashMap;
use std::sync::LazyLock;

use application::ports::{IncomingQuery, IncomingTransfer, ItemNames, Lock, OrderQueries, OrderQuery, OrderRepository, OrderView};
use application::AppError;
use chrono::{Datelike, NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Nullable, Text};
use domain::actor::Scope;
use domain::graduate::uuid_text::PublicId;
use domain::ids::{EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::order::{AppliedItem, Order, OrderDraft, OrderItem, OrderKind, OrderRule, OrderScan, OrderState, ScanType, SubjectCredit};
use domain::paging::{Page, Total};
use domain::student::StudentStatus;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{order_item_credits, order_items, order_scans, orders};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{carried_total, page_of_ids, Counter};
use crate::unit_of_work::PgTransaction;

/// A person's full name as the lists show it.
const FULL_NAME: &str = "trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)";

#[derive(QueryableByName)]
struct OrderRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(embed)]
    institution: NameRow,
    #[diesel(sql_type = Text)]
    number: String,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    purpose: String,
    #[diesel(sql_type = Text)]
    body: String,
    #[diesel(sql_type = Text)]
    basis: String,
    #[diesel(sql_type = Text)]
    state: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    reverses_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    reversed_by_id: Option<i64>,
    #[diesel(sql_type = Integer)]
    version: i32,
    #[diesel(sql_type = Text)]
    public_id: String,
    #[diesel(sql_type = Nullable<Text>)]
    scan_type: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    scan_size: Option<i64>,
    #[diesel(sql_type = Nullable<diesel::sql_types::Timestamptz>)]
    scan_uploaded_at: Option<chrono::DateTime<Utc>>,
}

#[derive(QueryableByName)]
struct ItemRow {
    #[diesel(sql_type = BigInt)]
    order_id: i64,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    reason: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    to_edu_group_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    to_institution_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    scholarship_type: Option<i64>,
    #[diesel(sql_type = Nullable<Date>)]
    date_from: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<Date>)]
    date_to: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<Text>)]
    from_status: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_status: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    from_group_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    applied_group_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    from_institution_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    applied_institution_id: Option<i64>,
    #[diesel(sql_type = Array<BigInt>)]
    credit_from: Vec<i64>,
    #[diesel(sql_type = Array<BigInt>)]
    credit_to: Vec<i64>,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    to_group_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_name_uz: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_name_uz_cyrl: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_name_ru: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    to_name_en: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    from_name_uz: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    from_name_uz_cyrl: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    from_name_ru: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    from_name_en: Option<String>,
}

fn status(code: Option<&str>) -> Option<StudentStatus> {
    code.and_then(|c| StudentStatus::parse(c).ok())
}

fn applied(r: &ItemRow) -> Option<AppliedItem> {
    Some(AppliedItem {
        from_status: status(r.from_status.as_deref())?,
        to_status: status(r.to_status.as_deref())?,
        from_group: GroupId::from_stored(r.from_group_id?),
        to_group: GroupId::from_stored(r.applied_group_id?),
        from_institution: InstitutionId::from_stored(r.from_institution_id?),
        to_institution: InstitutionId::from_stored(r.applied_institution_id?),
    })
}

const LOCK: Statement = Statement::new("orders.lock", &["int8[]"], "SELECT id FROM orders WHERE id = ANY($1) ORDER BY id FOR UPDATE");

const ORDERS: Statement = Statement::new(
    "orders.orders",
    &["int8[]"],
    "SELECT o.id, o.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, o.number, o.date, o.kind, o.purpose, o.body, o.basis, \
     o.state, o.reverses_id, o.reversed_by_id, o.version, o.public_id::text AS public_id, \
     sc.content_type AS scan_type, sc.size AS scan_size, sc.uploaded_at AS scan_uploaded_at \
     FROM orders o JOIN institutions i ON i.id = o.institution_id LEFT JOIN order_scans sc ON sc.order_id = o.id \
     WHERE o.id = ANY($1)",
);

static ITEMS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "orders.items",
        &["int8[]"],
        format!(
            "SELECT it.order_id, it.student_id, it.reason, it.to_edu_group_id, it.to_institution_id, it.scholarship_type, it.date_from, \
         it.date_to, it.from_status, it.to_status, it.from_group_id, it.applied_group_id, it.from_institution_id, \
         it.applied_institution_id, \
         COALESCE((SELECT array_agg(cr.from_edu_subject_id ORDER BY cr.line) FROM order_item_credits cr \
                   WHERE cr.order_id = it.order_id AND cr.position = it.position), '{{}}') AS credit_from, \
         COALESCE((SELECT array_agg(cr.to_edu_subject_id ORDER BY cr.line) FROM order_item_credits cr \
                   WHERE cr.order_id = it.order_id AND cr.position = it.position), '{{}}') AS credit_to, \
         {FULL_NAME} AS student_name, c.pinfl, g.name AS group_name, tg.name AS to_group_name, \
         ti.name_uz AS to_name_uz, ti.name_uz_cyrl AS to_name_uz_cyrl, ti.name_ru AS to_name_ru, ti.name_en AS to_name_en, \
         fi.name_uz AS from_name_uz, fi.name_uz_cyrl AS from_name_uz_cyrl, fi.name_ru AS from_name_ru, fi.name_en AS from_name_en \
         FROM order_items it JOIN students s ON s.id = it.student_id JOIN citizens c ON c.id = s.citizen_id \
         JOIN edu_groups g ON g.id = COALESCE(it.from_group_id, s.edu_group_id) LEFT JOIN edu_groups tg ON tg.id = it.to_edu_group_id \
         LEFT JOIN institutions ti ON ti.id = it.to_institution_id LEFT JOIN institutions fi ON fi.id = it.from_institution_id \
         WHERE it.order_id = ANY($1) ORDER BY it.order_id, it.position"
        ),
    )
});

fn load(conn: &mut PgConnection, ids: &[i64], lock: Lock) -> Result<Vec<OrderView>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    if lock == Lock::ForUpdate {
        LOCK.query().bind::<Array<BigInt>, _>(ids).execute(conn).map_err(internal)?;
    }
    let rows: Vec<OrderRow> = ORDERS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let items: Vec<ItemRow> = ITEMS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let mut by_order: HashMap<i64, Vec<ItemRow>> = HashMap::new();
    for item in items {
        by_order.entry(item.order_id).or_default().push(item);
    }
    let mut views = Vec::with_capacity(rows.len());
    for r in rows {
        // An order with no items has none in the map.
        let items = by_order.remove(&r.id).unwrap_or_default();
        let kind = stored::code(OrderKind::parse, &r.kind, "an order's kind")?;
        let state = stored::code(OrderState::parse, &r.state, "an order's state")?;
        let scan = match (r.scan_type, r.scan_size, r.scan_uploaded_at) {
            (Some(kind), Some(size), Some(uploaded_at)) => {
                Some(OrderScan { content_type: stored::code(ScanType::parse, &kind, "an order scan's type")?, size, uploaded_at })
            }
            _ => None,
        };
        let order = Order {
            id: r.id,
            institution_id: InstitutionId::from_stored(r.institution_id),
            draft: OrderDraft {
                number: r.number,
                date: r.date,
                kind,
                purpose: r.purpose,
                body: r.body,
                basis: r.basis,
                items: items
                    .iter()
                    .map(|i| OrderItem {
                        student_id: StudentId::from_stored(i.student_id),
                        reason: i.reason.clone(),
                        to_edu_group_id: i.to_edu_group_id.map(GroupId::from_stored),
                        to_institution_id: i.to_institution_id.map(InstitutionId::from_stored),
                        scholarship_type: i.scholarship_type,
                        date_from: i.date_from,
                        date_to: i.date_to,
                        subject_map: i
                            .credit_from
                            .iter()
                            .zip(&i.credit_to)
                            .map(|(from, to)| SubjectCredit { from: EduSubjectId::from_stored(*from), to: EduSubjectId::from_stored(*to) })
                            .collect(),
                    })
                    .collect(),
            },
            state,
            reverses: r.reverses_id,
            reversed_by: r.reversed_by_id,
            applied: if state == OrderState::Draft { Vec::new() } else { items.iter().map(applied).collect() },
            version: Version::new(r.version),
            scan,
        };
        let names = items
            .into_iter()
            .map(|i| ItemNames {
                student_name: i.student_name,
                pinfl: i.pinfl,
                group_name: i.group_name,
                to_group_name: i.to_group_name,
                to_institution_name: match (i.to_name_uz, i.to_name_uz_cyrl, i.to_name_ru, i.to_name_en) {
                    (Some(uz), Some(uz_cyrl), Some(ru), Some(en)) => Some(MultilingualName::from_stored(uz, uz_cyrl, ru, en)),
                    _ => None,
                },
                from_institution_name: match (i.from_name_uz, i.from_name_uz_cyrl, i.from_name_ru, i.from_name_en) {
                    (Some(uz), Some(uz_cyrl), Some(ru), Some(en)) => Some(MultilingualName::from_stored(uz, uz_cyrl, ru, en)),
                    _ => None,
                },
            })
            .collect();
        views.push(OrderView { order, institution_name: r.institution.name(), public_id: r.public_id, names });
    }
    views.sort_by_key(|v| ids.iter().position(|id| *id == v.order.id));
    Ok(views)
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, orders::table, Pg>;

fn matching(query: &OrderQuery) -> Boxed<'_> {
    let mut q = orders::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(orders::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(orders::institution_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(orders::kind.eq(kind.code()));
    }
    if let Some(state) = query.state {
        q = q.filter(orders::state.eq(state.code()));
    }
    if let Some(student) = query.student_id {
        q = q.filter(
            sql::<Bool>("EXISTS (SELECT 1 FROM order_items it WHERE it.order_id = orders.id AND it.student_id = ")
                .bind::<BigInt, _>(student.get())
                .sql(")"),
        );
    }
    if let Some(search) = &query.search {
        q = q.filter(orders::number.ilike(format!("%{}%", escape_like(search))));
    }
    q
}

/// The id of the order whose print carries `public_id`, the text of a UUID.
fn by_public_id_query(public_id: &str) -> orders::BoxedQuery<'_, Pg, BigInt> {
    orders::table.filter(sql::<Bool>("orders.public_id = ").bind::<Text, _>(public_id).sql("::uuid")).select(orders::id).into_boxed()
}

/// When an order was applied: the first time it was, now if it has not been.
fn applied_now() -> diesel::expression::SqlLiteral<Nullable<diesel::sql_types::Timestamptz>> {
    sql::<Nullable<diesel::sql_types::Timestamptz>>("COALESCE(applied_at, now())")
}

/// The counters answer a list filtered by institution, state and kind only.
fn counter(query: &OrderQuery) -> Option<Counter> {
    (query.student_id.is_none() && query.search.is_none())
        .then(|| Counter::scoped("order", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.state.map(|s| s.code())).with_kind(query.kind.map(|k| k.code())))
}

fn list(conn: &mut PgConnection, query: &OrderQuery) -> Result<Page<OrderView>, AppError> {
    let page = matching(query).order(orders::id.desc()).select(orders::id).limit(query.page.limit()).offset(query.page.offset());
    let (ids, total) = page_of_ids(conn, page, counter(query), || matching(query).select(orders::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids, Lock::None)?, total))
}

fn number_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("orders_number_key") => AppError::conflict(OrderRule::NumberTaken),
        _ => internal(error),
    }
}

fn insert_items(conn: &mut PgConnection, order: i64, items: &[OrderItem]) -> Result<(), AppError> {
    let rows: Vec<_> = items
        .iter()
        .enumerate()
        .map(|(at, i)| {
            (
                order_items::order_id.eq(order),
                order_items::position.eq(at as i32),
                order_items::student_id.eq(i.student_id.get()),
                order_items::reason.eq(&i.reason),
                order_items::to_edu_group_id.eq(i.to_edu_group_id.map(GroupId::get)),
                order_items::to_institution_id.eq(i.to_institution_id.map(InstitutionId::get)),
                order_items::scholarship_type.eq(i.scholarship_type),
                order_items::date_from.eq(i.date_from),
                order_items::date_to.eq(i.date_to),
            )
        })
        .collect();
    diesel::insert_into(order_items::table).values(rows).execute(conn).map_err(internal)?;
    let credits: Vec<_> = items
        .iter()
        .enumerate()
        .flat_map(|(at, i)| {
            i.subject_map.iter().enumerate().map(move |(line, c)| {
                (
                    order_item_credits::order_id.eq(order),
                    order_item_credits::position.eq(at as i32),
                    order_item_credits::line.eq(line as i32),
                    order_item_credits::from_edu_subject_id.eq(c.from.get()),
                    order_item_credits::to_edu_subject_id.eq(c.to.get()),
                )
            })
        })
        .collect();
    if !credits.is_empty() {
        diesel::insert_into(order_item_credits::table).values(credits).execute(conn).map_err(internal)?;
    }
    Ok(())
}

/// The students an applied transfer order released to another institution who still stand where it
/// left them: in the sending institution, WITHDRAW, their last history entry the release itself or
/// the receiver's reversal of its admission.
const RELEASED_FROM: &str = "FROM order_items it \
     JOIN orders o ON o.id = it.order_id AND o.state = 'APPLIED' AND o.kind = 'TRANSFER' \
     JOIN students s ON s.id = it.student_id AND s.institution_id = o.institution_id AND s.deleted_at IS NULL \
     AND s.student_status = 'WITHDRAW' \
     JOIN LATERAL (SELECT h.order_id FROM student_status_history h WHERE h.student_id = s.id ORDER BY h.id DESC LIMIT 1) last ON TRUE \
     JOIN orders lo ON lo.id = last.order_id";
const RELEASED_WHERE: &str = "WHERE it.to_institution_id IS NOT NULL AND (lo.id = o.id OR lo.institution_id = it.to_institution_id)";

static INCOMING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "orders.incoming",
        &["int8", "int8", "int8"],
        format!(
            "SELECT it.student_id, {FULL_NAME} AS student_name, c.pinfl, o.institution_id AS from_institution_id, \
             fi.name_uz, fi.name_uz_cyrl, fi.name_ru, fi.name_en, g.name AS from_group_name, it.to_institution_id, \
             o.id AS order_id, o.number AS order_number, o.date AS order_date, it.reason, count(*) OVER () AS total \
             {RELEASED_FROM} JOIN citizens c ON c.id = s.citizen_id JOIN edu_groups g ON g.id = s.edu_group_id \
             JOIN institutions fi ON fi.id = o.institution_id \
             {RELEASED_WHERE} AND ($1::BIGINT IS NULL OR it.to_institution_id = $1) \
             ORDER BY o.date DESC, o.id DESC, it.position LIMIT $2 OFFSET $3"
        ),
    )
});

static RELEASED_TO: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "orders.released_to",
        &["int8"],
        format!("SELECT it.to_institution_id AS id {RELEASED_FROM} {RELEASED_WHERE} AND it.student_id = $1 ORDER BY o.id DESC LIMIT 1"),
    )
});

#[derive(QueryableByName)]
struct IncomingRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = BigInt)]
    from_institution_id: i64,
    #[diesel(embed)]
    from_institution: NameRow,
    #[diesel(sql_type = Text)]
    from_group_name: String,
    #[diesel(sql_type = BigInt)]
    to_institution_id: i64,
    #[diesel(sql_type = BigInt)]
    order_id: i64,
    #[diesel(sql_type = Text)]
    order_number: String,
    #[diesel(sql_type = Date)]
    order_date: NaiveDate,
    #[diesel(sql_type = Text)]
    reason: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

fn incoming_rows(conn: &mut PgConnection, receiver: Option<i64>, limit: i64, offset: i64) -> Result<Vec<IncomingRow>, AppError> {
    INCOMING.query().bind::<Nullable<BigInt>, _>(receiver).bind::<BigInt, _>(limit).bind::<BigInt, _>(offset).load(conn).map_err(internal)
}

fn incoming(conn: &mut PgConnection, query: &IncomingQuery) -> Result<Page<IncomingTransfer>, AppError> {
    let receiver = match (query.scope, query.institution_id) {
        (Scope::Nowhere, _) => return Ok(Page::new(Vec::new(), Total::Exact(0))),
        (Scope::Institution(own), Some(asked)) if asked != own => return Ok(Page::new(Vec::new(), Total::Exact(0))),
        (Scope::Institution(own), _) => Some(own.get()),
        (Scope::Everywhere, asked) => asked.map(InstitutionId::get),
    };
    let (limit, offset) = (query.page.limit(), query.page.offset());
    let rows = incoming_rows(conn, receiver, limit, offset)?;
    let total = carried_total(&rows, offset, |r| r.total, || incoming_rows(conn, receiver, 1, 0))?;
    let items = rows
        .into_iter()
        .map(|r| IncomingTransfer {
            student_id: StudentId::from_stored(r.student_id),
            student_name: r.student_name,
            pinfl: r.pinfl,
            from_institution_id: InstitutionId::from_stored(r.from_institution_id),
            from_institution_name: r.from_institution.name(),
            from_group_name: r.from_group_name,
            to_institution_id: InstitutionId::from_stored(r.to_institution_id),
            order_id: r.order_id,
            order_number: r.order_number,
            order_date: r.order_date,
            reason: r.reason,
        })
        .collect();
    Ok(Page::new(items, Total::Exact(total)))
}

impl OrderQueries for PgStore {
    fn list(&self, query: &OrderQuery) -> Result<Page<OrderView>, AppError> {
        list(&mut *self.conn()?, query)
    }

    fn find(&self, id: i64) -> Result<Option<OrderView>, AppError> {
        Ok(load(&mut *self.conn()?, &[id], Lock::None)?.pop())
    }

    fn by_public_id(&self, public_id: &PublicId) -> Result<Option<OrderView>, AppError> {
        let mut conn = self.conn()?;
        let id: Option<i64> = by_public_id_query(public_id.as_str()).first(&mut *conn).optional().map_err(internal)?;
        match id {
            Some(id) => Ok(load(&mut conn, &[id], Lock::None)?.pop()),
            None => Ok(None),
        }
    }

    fn incoming(&self, query: &IncomingQuery) -> Result<Page<IncomingTransfer>, AppError> {
        incoming(&mut *self.conn()?, query)
    }

    fn scan(&self, id: i64) -> Result<Option<(ScanType, Vec<u8>)>, AppError> {
        let row: Option<(String, Vec<u8>)> = order_scans::table
            .find(id)
            .select((order_scans::content_type, order_scans::content))
            .first(&mut *self.conn()?)
            .optional()
            .map_err(internal)?;
        match row {
            Some((kind, content)) => Ok(Some((stored::code(ScanType::parse, &kind, "an order scan's type")?, content))),
            None => Ok(None),
        }
    }
}

#[derive(QueryableByName)]
struct Elsewhere {
    #[diesel(sql_type = Text)]
    name_uz: String,
}

const STUDYING_ELSEWHERE: Statement = Statement::new(
    "orders.studying_elsewhere",
    &["int8"],
    "SELECT i.name_uz FROM students me JOIN students s ON s.citizen_id = me.citizen_id AND s.id <> me.id \
     JOIN institutions i ON i.id = s.institution_id \
     WHERE me.id = $1 AND s.deleted_at IS NULL AND s.student_status IN ('ACTIVE', 'ON-LEAVE') LIMIT 1",
);

impl OrderRepository for PgTransaction<'_> {
    fn find(&mut self, id: i64, lock: Lock) -> Result<Option<OrderView>, AppError> {
        Ok(load(self.conn, &[id], lock)?.pop())
    }

    fn insert(&mut self, institution: InstitutionId, draft: &OrderDraft, reverses: Option<i64>) -> Result<i64, AppError> {
        let id: i64 = diesel::insert_into(orders::table)
            .values((
                orders::institution_id.eq(institution.get()),
                orders::number.eq(&draft.number),
                orders::year.eq(draft.date.year()),
                orders::date.eq(draft.date),
                orders::kind.eq(draft.kind.code()),
                orders::purpose.eq(&draft.purpose),
                orders::body.eq(&draft.body),
                orders::basis.eq(&draft.basis),
                orders::reverses_id.eq(reverses),
            ))
            .returning(orders::id)
            .get_result(self.conn)
            .map_err(number_taken)?;
        insert_items(self.conn, id, &draft.items)?;
        Ok(id)
    }

    fn save(&mut self, id: i64, draft: &OrderDraft, version: Version) -> Result<(), AppError> {
        let changed = diesel::update(orders::table.filter(orders::id.eq(id).and(orders::version.eq(version.get()))))
            .set((
                orders::number.eq(&draft.number),
                orders::year.eq(draft.date.year()),
                orders::date.eq(draft.date),
                orders::kind.eq(draft.kind.code()),
                orders::purpose.eq(&draft.purpose),
                orders::body.eq(&draft.body),
                orders::basis.eq(&draft.basis),
                orders::version.eq(orders::version + 1),
                orders::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(number_taken)?;
        stale_unless_changed(changed)?;
        diesel::delete(order_item_credits::table.filter(order_item_credits::order_id.eq(id))).execute(self.conn).map_err(internal)?;
        diesel::delete(order_items::table.filter(order_items::order_id.eq(id))).execute(self.conn).map_err(internal)?;
        insert_items(self.conn, id, &draft.items)
    }

    fn delete(&mut self, id: i64) -> Result<(), AppError> {
        diesel::delete(orders::table.find(id)).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn save_state(&mut self, order: &Order) -> Result<(), AppError> {
        diesel::update(orders::table.find(order.id))
            .set((
                orders::state.eq(order.state.code()),
                orders::reversed_by_id.eq(order.reversed_by),
                orders::applied_at.eq(applied_now()),
                orders::version.eq(orders::version + 1),
                orders::updated_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        for (item, applied) in order.draft.items.iter().zip(&order.applied) {
            let Some(a) = applied else { continue };
            diesel::update(
                order_items::table.filter(order_items::order_id.eq(order.id)).filter(order_items::student_id.eq(item.student_id.get())),
            )
            .set((
                order_items::from_status.eq(a.from_status.code()),
                order_items::to_status.eq(a.to_status.code()),
                order_items::from_group_id.eq(a.from_group.get()),
                order_items::applied_group_id.eq(a.to_group.get()),
                order_items::from_institution_id.eq(a.from_institution.get()),
                order_items::applied_institution_id.eq(a.to_institution.get()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        }
        Ok(())
    }

    fn studying_elsewhere(&mut self, student: StudentId) -> Result<Option<String>, AppError> {
        let rows: Vec<Elsewhere> = STUDYING_ELSEWHERE.query().bind::<BigInt, _>(student.get()).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().next().map(|r| r.name_uz))
    }

    fn released_to(&mut self, student: StudentId) -> Result<Option<InstitutionId>, AppError> {
        let rows: Vec<IdRow> = RELEASED_TO.query().bind::<BigInt, _>(student.get()).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().next().map(|r| InstitutionId::from_stored(r.id)))
    }

    fn store_scan(&mut self, id: i64, kind: ScanType, content: &[u8]) -> Result<(), AppError> {
        let size = content.len() as i64;
        diesel::insert_into(order_scans::table)
            .values((
                order_scans::order_id.eq(id),
                order_scans::content_type.eq(kind.code()),
                order_scans::size.eq(size),
                order_scans::content.eq(content),
                order_scans::uploaded_at.eq(Utc::now()),
            ))
            .on_conflict(order_scans::order_id)
            .do_update()
            .set((
                order_scans::content_type.eq(kind.code()),
                order_scans::size.eq(size),
                order_scans::content.eq(content),
                order_scans::uploaded_at.eq(Utc::now()),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = OrderQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        kind: None,
        state: None,
        student_id: Some(StudentId::from_stored(1)),
        search: None,
        page: domain::paging::PageRequest::largest(),
    };
    vec![
        Statement::rendered("orders.matching", matching(&query).select(orders::id)),
        Statement::rendered("orders.by_public_id", by_public_id_query("00000000-0000-0000-0000-000000000000")),
        Statement::rendered("orders.applied_now", diesel::update(orders::table.find(0_i64)).set(orders::applied_at.eq(applied_now()))),
        LOCK,
        ORDERS,
        Statement::clone(&ITEMS),
        STUDYING_ELSEWHERE,
        Statement::clone(&INCOMING),
        Statement::clone(&RELEASED_TO),
    ]
}
