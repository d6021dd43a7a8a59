use application::ports::{ClassHourQueries, ClassHourQuery, ClassHourRepository, Lock};
use application::AppError;
use chrono::{NaiveTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};
use domain::actor::Scope;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourRule};
use domain::ids::{ClassHourId, InstitutionId};
use domain::paging::Page;
use domain::version::Version;

use crate::errors::internal;
use crate::schema::class_hours;
use crate::store::PgStore;
use crate::totals::total;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = class_hours)]
struct ClassHourRow {
    id: i64,
    institution_id: i64,
    number: i16,
    start_time: NaiveTime,
    end_time: NaiveTime,
    version: i32,
}

impl ClassHourRow {
    fn into_class_hour(self) -> ClassHour {
        ClassHour {
            id: ClassHourId::from_stored(self.id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            details: ClassHourDraft { number: self.number, start: self.start_time, end: self.end_time },
            version: Version::new(self.version),
        }
    }
}

/// The constraints that hold the rules when two edits race past the domain's check.
fn clash(draft: &ClassHourDraft) -> impl Fn(Error) -> AppError + '_ {
    move |error| match &error {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
            AppError::conflict(ClassHourRule::NumberTaken { number: draft.number })
        }
        Error::DatabaseError(_, info) if info.constraint_name() == Some("class_hours_no_overlap") => {
            AppError::conflict(ClassHourRule::Overlaps { number: None })
        }
        _ => internal(error),
    }
}

fn find_hour(conn: &mut PgConnection, id: ClassHourId) -> QueryResult<Option<ClassHour>> {
    Ok(class_hours::table.find(id.get()).select(ClassHourRow::as_select()).first(conn).optional()?.map(ClassHourRow::into_class_hour))
}

type Boxed<'a> = class_hours::BoxedQuery<'a, diesel::pg::Pg>;

fn filtered(query: &ClassHourQuery) -> Boxed<'_> {
    let mut q = class_hours::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(class_hours::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(class_hours::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(class_hours::institution_id.eq(id.get()));
    }
    q
}

impl ClassHourQueries for PgStore {
    fn list(&self, query: &ClassHourQuery) -> Result<Page<ClassHour>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(class_hours::id)).map_err(internal)?;
        let rows: Vec<ClassHourRow> = filtered(query)
            .order((class_hours::institution_id, class_hours::number))
            .select(ClassHourRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(ClassHourRow::into_class_hour).collect(), total))
    }

    fn find(&self, id: ClassHourId) -> Result<Option<ClassHour>, AppError> {
        let mut conn = self.conn()?;
        find_hour(&mut conn, id).map_err(internal)
    }
}

impl ClassHourRepository for PgTransaction<'_> {
    fn find(&mut self, id: ClassHourId, lock: Lock) -> Result<Option<ClassHour>, AppError> {
        let q = class_hours::table.find(id.get()).select(ClassHourRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        Ok(row.map(ClassHourRow::into_class_hour))
    }

    fn of_institution(&mut self, institution: InstitutionId) -> Result<Vec<ClassHour>, AppError> {
        let rows: Vec<ClassHourRow> = class_hours::table
            .filter(class_hours::institution_id.eq(institution.get()))
            .order(class_hours::number)
            .select(ClassHourRow::as_select())
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows.into_iter().map(ClassHourRow::into_class_hour).collect())
    }

    fn insert(&mut self, institution: InstitutionId, draft: &ClassHourDraft) -> Result<ClassHour, AppError> {
        Ok(diesel::insert_into(class_hours::table)
            .values((
                class_hours::institution_id.eq(institution.get()),
                class_hours::number.eq(draft.number),
                class_hours::start_time.eq(draft.start),
                class_hours::end_time.eq(draft.end),
            ))
            .returning(ClassHourRow::as_returning())
            .get_result(self.conn)
            .map_err(clash(draft))?
            .into_class_hour())
    }

    fn save(&mut self, id: ClassHourId, draft: &ClassHourDraft, version: Version) -> Result<ClassHour, AppError> {
        let updated: Option<ClassHourRow> =
            diesel::update(class_hours::table.filter(class_hours::id.eq(id.get()).and(class_hours::version.eq(version.get()))))
                .set((
                    class_hours::number.eq(draft.number),
                    class_hours::start_time.eq(draft.start),
                    class_hours::end_time.eq(draft.end),
                    class_hours::version.eq(class_hours::version + 1),
                    class_hours::updated_at.eq(Utc::now()),
                ))
                .returning(ClassHourRow::as_returning())
                .get_result(self.conn)
                .optional()
                .map_err(clash(draft))?;
        Ok(updated.ok_or(AppError::StaleVersion)?.into_class_hour())
    }

    fn delete(&mut self, hour: &ClassHour) -> Result<(), AppError> {
        diesel::delete(class_hours::table.find(hour.id.get())).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}
